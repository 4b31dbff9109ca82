import { startBaseline } from './server';
import { measureThroughput } from './throughput';

/**
 * The throughput section alone against a server that is already running (e.g. a production
 * server on a seeded DATA_DIR, which starts in seconds where `npm run bench` makes a fresh
 * database): `npx tsx bench/src/throughput-only.ts http://127.0.0.1:3000`. Prints the rows as JSON.
 */
const base = process.argv[2];
if (!base) {
  console.error(
    'usage: tsx bench/src/throughput-only.ts <base url of a running production server> [seconds per round]',
  );
  process.exit(1);
}
const baseline = await startBaseline();
try {
  const result = await measureThroughput(base, baseline.base, { rounds: 3, seconds: Number(process.argv[3] ?? 3) });
  console.log(JSON.stringify(result, null, 1));
} finally {
  await baseline.stop();
}
