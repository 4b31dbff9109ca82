import { startServer } from './start-server';

void startServer({ web: true }).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
