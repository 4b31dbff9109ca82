// Issue 28, decision 0045: the production server as one compiled ES module, `apps/server/dist/main.js`
// (`npm run build:server`; `npm run serve` runs it with plain `node`, no tsx, no esbuild service).
// The esbuild options live in server-bundle.mjs (the Vitest global setup bundles with them too).
import path from 'node:path';
import { bundleServer, SERVER_DIR } from './server-bundle.mjs';

const REPO = path.resolve(SERVER_DIR, '../..');
// SERVER_DIST_DIR (under apps/server, so npm packages resolve from there): the compiled-server test's own folder.
const OUT_DIR = path.join(SERVER_DIR, process.env.SERVER_DIST_DIR ?? 'dist');

const started = Date.now();
const result = await bundleServer({ main: 'src/main.ts' }, OUT_DIR);
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server built: ${path.relative(REPO, OUT_DIR)}/main.js (${Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length} files, ${(bytes / 1024).toFixed(0)} KB with source maps) in ${Date.now() - started} ms`,
);
