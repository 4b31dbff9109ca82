import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressAssets } from './precompress-assets';

export default {
  appDirectory: 'app',
  ssr: true,
  // Lazy route discovery (React Router's default, decision 0060): a page carries only its own routes
  // inline and asks the server (`/__manifest`, answered by React Router's handler in the Hono app)
  // for the rest, eagerly for the links it renders and on navigation for anything else. A match that
  // has params (':lang?', '*') is never final before that answer, so a known catch-all does not hide
  // an unseen page (e2e/tests/route-discovery.spec.ts; decision 0025's fault did not reproduce).
  routeDiscovery: { mode: 'lazy' },
  // Parallel builds (several developers or test runs on one machine) can use their own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Once both builds are written (the server build writes the route manifest into the browser's
  // assets): brotli and gzip files beside each asset, sent as they are (decision 0052).
  buildEnd({ reactRouterConfig }) {
    precompressAssets(path.resolve(reactRouterConfig.buildDirectory, 'client', 'assets'));
  },
} satisfies Config;
