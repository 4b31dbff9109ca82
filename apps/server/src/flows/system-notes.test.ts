import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SYSTEM_NOTE_TEXT } from '@fardin/core/system-notes';

const FLOWS = new URL('./', import.meta.url);

describe('the timeline notes flows write', () => {
  it('are all known to system-notes.ts, so the shopper reads them in their language', () => {
    const written = new Set<string>();
    for (const file of readdirSync(FLOWS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(new URL(file, FLOWS), 'utf8');
      for (const match of source.matchAll(/\bnote: '([^']+)'/g)) written.add(match[1]!);
    }
    expect(written.size).toBeGreaterThan(3);
    expect([...written].filter((note) => !Object.hasOwn(SYSTEM_NOTE_TEXT, note))).toEqual([]);
  });
});
