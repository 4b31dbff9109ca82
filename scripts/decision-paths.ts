import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Decision records name the files they are about (issue 30 item 5). A file that moves or goes must
 * take its records along: a named path that no longer exists fails `npm run lint` and the test
 * beside this file. A record that tells the history of a file that is gone says so right after the
 * name: `old/file.ts` (gone: now `new/file.ts`).
 */
const RECORDS_DIR = 'docs/decisions';

/** Names in the records that are not files of this repository (served URLs, tools' own files). */
const NOT_OURS = new Set(['swagger-ui-bundle.js', 'init.js', 'Simulator.js', 'framework.js']);

const FILE_NAME = /\.(ts|tsx|mjs|cjs|js|json|jsonc|md|css|sql|sh|yml|yaml)$/;
const BACKTICKED = /`([^`\s]+)`( \(gone| is gone)?/g;

/** The backticked names in a record's text that look like a file or folder of the repository. */
function namedPaths(text: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  text.split('\n').forEach((content, index) => {
    for (const [, raw = '', gone] of content.matchAll(BACKTICKED)) {
      if (gone) continue;
      const name = raw.replace(/[:,.;]+$/, '');
      if (!FILE_NAME.test(name) && !/^[\w.-]+(\/[\w.-]+)*\/$/.test(name)) continue;
      if (/^[/.~-]|[*{}<>=:]/.test(name) || NOT_OURS.has(name)) continue;
      if (/(^|\/)(dist|build|node_modules)\//.test(name)) continue; // build output, not committed
      found.push({ name, line: index + 1 });
    }
  });
  return found;
}

/** Every path a record may name: the tracked files and their folders. */
function knownPaths(files: readonly string[]): { full: Set<string>; base: Set<string> } {
  const full = new Set<string>();
  const base = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i += 1) full.add(parts.slice(0, i).join('/'));
    for (const part of parts) base.add(part);
  }
  return { full, base };
}

/**
 * The names in `text` that match no tracked file or folder. A name with a slash may be written from
 * the repository root or from any folder (`modules/checkout/service.ts`); a bare name matches a
 * file or folder of that name anywhere.
 */
export function missingPaths(text: string, files: readonly string[]): { name: string; line: number }[] {
  const { full, base } = knownPaths(files);
  const suffixes = [...full].map((known) => `/${known}`);
  return namedPaths(text).filter(({ name }) => {
    const wanted = name.replace(/\/$/, '');
    if (!wanted.includes('/')) return !base.has(wanted);
    return !full.has(wanted) && !suffixes.some((known) => known.endsWith(`/${wanted}`));
  });
}

/** Every record's missing names, as `record:line: name`. */
export function missingInRecords(root: string, files: readonly string[]): string[] {
  const dir = path.join(root, RECORDS_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((record) =>
      missingPaths(readFileSync(path.join(dir, record), 'utf8'), files).map(
        ({ name, line }) => `${RECORDS_DIR}/${record}:${line}: ${name}`,
      ),
    );
}

export function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingInRecords('.', trackedFiles('.'));
  for (const hit of missing) console.error(`decision record names a missing path: ${hit}`);
  if (missing.length > 0) process.exit(1);
}
