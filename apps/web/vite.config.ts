import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Decision 0025: the browser asks for few, larger module files before a page is interactive.
 * - `framework`: React, React DOM, React Router and the bundler's runtime, one file every page
 *   needs (was three: the entry's React DOM, React + React Router, the runtime);
 * - `shared`: our small modules used by two or more routes (i18n, money, icons, cards...), one file
 *   instead of a dozen of a few hundred bytes each.
 * Only the browser build is grouped; the server build keeps rolldown's default.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|rolldown.runtime|vite[\\/]preload-helper|commonjsHelpers/;
const SHARED = /[\\/](apps[\\/]web[\\/]app|packages[\\/]core[\\/]src)[\\/]/;
/** The back office has its own shell and chunks; a shopper never loads them. */
const shared = (id: string) => SHARED.test(id) && !/admin/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    sourcemap: !!process.env.WEB_SOURCEMAP,
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 20 },
                ],
              },
            },
          },
        }),
  },
}));
