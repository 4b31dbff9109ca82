import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route table ships with the first page. With lazy discovery, an optional ':lang?'
  // plus the catch-all '*' already "matched" unseen paths (/account/..., /search/...) and the client
  // showed the not-found page instead of asking the server.
  routeDiscovery: { mode: 'lazy' },
  // Parallel builds (several developers or test runs on one machine) can use their own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
