// Issue 28, decision 0045: the production server as one compiled ES module, `apps/server/dist/main.js`
// (`npm run build:server`; `npm run serve` runs it with plain `node`, no tsx, no esbuild service).
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

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO = path.resolve(SERVER_DIR, '../..');
// SERVER_DIST_DIR (under apps/server, so npm packages resolve from there): the compiled-server test's own folder.
const OUT_DIR = path.join(SERVER_DIR, process.env.SERVER_DIST_DIR ?? 'dist');
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
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: REPO,
  entryPoints: { main: path.join(SERVER_DIR, 'src/main.ts') },
  outdir: OUT_DIR,
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
  plugins: [externalPackages, sourceUrls],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server built: ${path.relative(REPO, OUT_DIR)}/main.js (${Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length} files, ${(bytes / 1024).toFixed(0)} KB with source maps) in ${Date.now() - started} ms`,
);
