import { execFileSync } from 'node:child_process';

/**
 * What must never be committed: database directories (a PGlite or PostgreSQL data directory is
 * recognised by its own files), the runtime data folder, and build or test output. Issue 30 item 1:
 * a PGlite directory named `memory:` (30 MB) was committed once and nothing noticed.
 */
const GENERATED: { pattern: RegExp; why: string }[] = [
  { pattern: /(^|\/)(PG_VERSION|postmaster\.opts|postmaster\.pid|pg_control)$/, why: 'a database directory' },
  { pattern: /(^|\/)(pg_wal|pg_xact|global|base)\/.*\d+$/, why: 'a database directory' },
  { pattern: /(^|\/)memory:/, why: 'a database directory opened with the name "memory:"' },
  { pattern: /^data\//, why: 'the runtime data folder (DATA_DIR)' },
  { pattern: /(^|\/)node_modules\//, why: 'installed packages' },
  { pattern: /^apps\/web\/build[^/]*\//, why: 'the web build' },
  { pattern: /(^|\/)\.react-router\//, why: "React Router's generated types" },
  { pattern: /(^|\/)(test-results|playwright-report)\//, why: 'test output' },
  { pattern: /\.log$/, why: 'a log file' },
];

/** The committed paths that are generated, each with the reason. */
export function generatedPaths(paths: readonly string[]): { path: string; why: string }[] {
  const found: { path: string; why: string }[] = [];
  for (const path of paths) {
    const hit = GENERATED.find((rule) => rule.pattern.test(path));
    if (hit) found.push({ path, why: hit.why });
  }
  return found;
}

function trackedPaths(): string[] | undefined {
  try {
    return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  } catch {
    return undefined; // not a git checkout (an unpacked archive): nothing to check
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = trackedPaths();
  if (!paths) {
    console.log('committed-files: not a git checkout, skipped');
  } else {
    const found = generatedPaths(paths);
    for (const { path, why } of found.slice(0, 20)) console.error(`committed by mistake (${why}): ${path}`);
    if (found.length > 20) console.error(`... and ${found.length - 20} more`);
    if (found.length > 0) process.exit(1);
  }
}
