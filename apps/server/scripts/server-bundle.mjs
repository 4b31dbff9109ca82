// The esbuild options of the compiled server (issue 28, decision 0045), in one place: `build.mjs`
// builds `dist/main.js` with them, the Vitest global setup bundles the entries the process tests
// spawn (decision 0064).
// - Our TypeScript (apps/server/src, packages/core, packages/db) is bundled; every npm package stays
//   an import from node_modules (PGlite finds its wasm and data files, sharp its native binary, pino
//   its transports exactly as under tsx).
// - A source file's `import.meta.url` is rewritten to the URL of that source file (relative to the
//   bundle), so paths computed from it (drizzle's migrations folder, the web build, the public folder)
//   are the same as under tsx.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** apps/server: bundles go in a folder under it, so npm packages resolve from there. */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO = path.resolve(SERVER_DIR, '../..');
const WORKSPACE = /^@fardin\//;

/** Bare imports of npm packages stay external; workspace packages (TypeScript sources) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (WORKSPACE.test(args.path) || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` of each of our sources keeps pointing at that source file. */
function sourceUrls(outDir) {
  return {
    name: 'source-urls',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        return {
          contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Bundles `entries` (output name -> source path relative to apps/server) into `outDir`, an absolute
 * folder under apps/server. Answers esbuild's result (its metafile lists the outputs).
 */
export function bundleServer(entries, outDir) {
  return build({
    absWorkingDir: REPO,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(SERVER_DIR, file)])),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dynamic imports of our modules (the app, the web handler) stay lazy: their own chunks.
    splitting: true,
    sourcemap: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceUrls(outDir)],
  });
}
