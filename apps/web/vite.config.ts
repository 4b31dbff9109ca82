import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Decisions 0025 and 0044: the browser's chunks.
 * - `framework`: React, React DOM, React Router and the bundler's runtime, one file every page
 *   needs;
 * - `frame`: our modules every page needs before hydration, i.e. the static imports of `root.tsx`
 *   and the client entry (the frame, i18n, locale and money helpers), one file;
 * - everything else keeps rolldown's default splitting: a route's own modules in its chunk, a
 *   module used by several routes in a chunk of exactly those routes. Issue 28 replaced the
 *   former `shared` group (every module used by two routes, 47.5 KB gzip on every page, zod
 *   included) so each page loads only its own parts.
 * Only the browser build is grouped; the server build keeps rolldown's default.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|rolldown.runtime|vite[\\/]preload-helper|commonjsHelpers/;
const FRAME_ROOTS = /[\\/]apps[\\/]web[\\/]app[\\/](root\.tsx|entry\.client\.tsx)$/;
const OURS = /[\\/](apps[\\/]web[\\/]app|packages[\\/]core[\\/]src)[\\/]/;
/**
 * Small modules the storefront's pages share (a picture, prices, meta tags, a text's language): split by route they
 * became six files of 0.4-1.7 KB on home, each a request on a slow network; one `storefront` file
 * instead (home: 13 files -> 8, first-paint.test.ts).
 */
const STOREFRONT =
  /[\\/](apps[\\/]web[\\/]app[\\/](components[\\/]ui[\\/]product-image|lib[\\/]meta|features[\\/]catalogue[\\/]catalogue-format)|packages[\\/]core[\\/]src[\\/](money|i18n-text))\.tsx?$/;
/**
 * The lists' parts: the product card and the category menus' sub-lists, for home, search and the
 * lazy category dialog. Apart from `storefront` since decision 0060's addendum 2: the product page
 * and the cart render none of them (-0.9 KB gzip each; home +0.2 KB, one file more).
 */
const CARDS =
  /[\\/]apps[\\/]web[\\/]app[\\/](features[\\/]catalogue[\\/]product-card|components[\\/]ui[\\/]category-sub-items|lib[\\/]category-subs)\.tsx?$/;

/**
 * Files every page has loaded before any of its code runs: the client entry with its imports and its
 * stylesheet. A lazy part's preload list (`__vite__mapDeps`, hashed names that do not compress) need
 * not name them (decision 0060, addendum 2: about 0.1 KB gzip per chunk with lazy parts).
 */
const ALWAYS_LOADED = /(^|\/)((framework|rolldown-runtime|entry\.client)-[\w-]+\.js|entry-[\w-]+\.css)$/;

/** The static import closure of the frame's roots, known once the module graph is built. */
function frameModules(): { plugin: Plugin; has(id: string): boolean } {
  const frame = new Set<string>();
  const plugin: Plugin = {
    name: 'fardin:frame-modules',
    apply: 'build',
    buildEnd() {
      if (this.environment?.config.consumer !== 'client') return;
      frame.clear();
      const queue = [...this.getModuleIds()].filter((id) => FRAME_ROOTS.test(id));
      while (queue.length) {
        const id = queue.pop()!;
        if (frame.has(id)) continue;
        frame.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) if (OURS.test(next)) queue.push(next);
      }
    },
  };
  return { plugin, has: (id) => frame.has(id) };
}

/**
 * Decision 0058: a module named `*.ssr-only.ts(x)` is real in the server build and, in the browser
 * build, a stub whose exports are all null (the kept-HTML parts of the frame: the server renders
 * them, the browser imports them only when needed, so they stay out of the first chunks).
 */
function ssrOnlyModules(): Plugin {
  const STUB = '\0ssr-only-stub:';
  return {
    name: 'fardin:ssr-only-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\.ssr-only(\.tsx?)?$/.test(source) || this.environment?.config.consumer !== 'client') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? STUB + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const text = readFileSync(id.slice(STUB.length), 'utf8');
      const names = [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
        m[1]!.split(',').map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        ),
      );
      return names
        .filter(Boolean)
        .map((name) => `export const ${name} = null;`)
        .join('\n');
    },
  };
}

const frame = frameModules();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [ssrOnlyModules(), tailwindcss(), reactRouter(), frame.plugin],
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.WEB_SOURCEMAP,
    modulePreload: {
      resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file && !ALWAYS_LOADED.test(dep)),
    },
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 20 },
                  { name: 'frame', test: (id: string) => frame.has(id), priority: 10 },
                  { name: 'storefront', test: STOREFRONT, priority: 5 },
                  { name: 'cards', test: CARDS, priority: 4 },
                ],
              },
            },
          },
        }),
  },
}));
