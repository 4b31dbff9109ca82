import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DICTIONARIES } from './dictionaries';

/**
 * Static text usage of a module graph (tests only): every relative import is followed, and every
 * string literal that is a dictionary key, or a template literal that starts with `area.`, counts
 * as a text the module may render.
 */
const KEYS = new Set(Object.keys(DICTIONARIES.kh));
const EXT = ['', '.tsx', '.ts', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of EXT) if (existsSync(base + ext) && /\.tsx?$/.test(base + ext)) return base + ext;
  return null;
}

export function keysUsedBy(entry: string): { keys: Set<string>; prefixes: Set<string>; files: Set<string> } {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const files = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const next = resolve(file, m[1]!);
      // The dictionaries hold every key; the root (the frame) is measured on its own.
      if (next && !next.endsWith('.server.ts') && !next.includes('/app/i18n/') && !next.endsWith('/app/root.tsx')) todo.push(next);
    }
    for (const m of src.matchAll(/['"]([a-zA-Z]+\.[a-zA-Z0-9_.]+)['"]/g)) if (KEYS.has(m[1]!)) keys.add(m[1]!);
    for (const m of src.matchAll(/`([a-zA-Z]+\.)[a-zA-Z0-9_.]*\$\{/g)) prefixes.add(m[1]!);
  }
  return { keys, prefixes, files };
}
