import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Parallel builds (several developers or test runs on one machine) can use their own folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
