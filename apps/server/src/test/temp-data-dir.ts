import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/**
 * A fresh DATA_DIR for one test app (never the repository's ./data), `fardin-<name>-*` under the
 * system's temp folder. The test app that runs on it removes it when it closes (`createTestApp`'s
 * `close`), so a test run leaves no folder behind; give each app its own.
 */
export function tempDataDir(name: string): { DATA_DIR: string } {
  const dir = mkdtempSync(path.join(tmpdir(), `fardin-${name}-`));
  made.add(dir);
  return { DATA_DIR: dir };
}

/** Removes `dir` if `tempDataDir` made it (a folder the test passed in itself is left alone). */
export function removeTempDataDir(dir: string | undefined): void {
  if (dir === undefined || !made.delete(dir)) return;
  rmSync(dir, { recursive: true, force: true });
}
