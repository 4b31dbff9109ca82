/**
 * Test fixture, run as its own process (`node --import tsx`): tries to lock the directory given as
 * the first argument. On success prints `held <pid>` and holds the lock until killed; when the
 * directory is in use prints the one-line reason on stderr and exits 1.
 */
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';

const dir = process.argv[2];
if (!dir) throw new Error('usage: lock-holder.fixture.ts <dir>');
try {
  await acquireDataDirLock(dir, { socket: process.argv[3] });
  process.stdout.write(`held ${process.pid}\n`);
  setInterval(() => {}, 60_000);
} catch (err) {
  if (!(err instanceof DataDirInUseError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
