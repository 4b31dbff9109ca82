import { startServer } from '../start-server';

/**
 * The real server process without the web app, for tests that spawn and kill it: `npm run
 * test:unit` runs before the web is built, and the database paths are the same as main.ts's.
 */
void startServer({ web: false }).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
