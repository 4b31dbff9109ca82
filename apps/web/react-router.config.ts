import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressAssets } from './precompress-assets';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route table ships with the first page. With lazy discovery, an optional ':lang?'
  // plus the catch-all '*' already "matched" unseen paths (/account/..., /search/...) and the client
  // showed the not-found page instead of asking the server. Tried again for decision 0016 and
  // reverted without a proven fault (see there); the table stays whole (~2.7 KB gzip, a cached
  // module file, not inline data). Decision 0025 measured the fault: with lazy discovery a client
  // navigation from home to /search/filter/... rendered the not-found page (four catalogue journeys
  // failed), because home's partial manifest already holds ':lang?/*'.
  routeDiscovery: { mode: 'initial' },
  // Parallel builds (several developers or test runs on one machine) can use their own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Once both builds are written (the server build writes the route manifest into the browser's
  // assets): brotli and gzip files beside each asset, sent as they are (decision 0052).
  buildEnd({ reactRouterConfig }) {
    precompressAssets(path.resolve(reactRouterConfig.buildDirectory, 'client', 'assets'));
  },
} satisfies Config;
