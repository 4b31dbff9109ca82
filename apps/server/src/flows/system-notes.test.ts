import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSystemNote } from '@fardin/core/system-notes';

const FLOWS = new URL('./', import.meta.url);
const sources = readdirSync(FLOWS)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((file) => ({ file, source: readFileSync(new URL(file, FLOWS), 'utf8') }));

describe('the timeline notes flows write', () => {
  it('are codes (systemNote), never an English sentence or a raw code the page would show as is', () => {
    const literal = sources.flatMap(({ file, source }) =>
      [...source.matchAll(/\bnote: (?:'[^']+'|`[^`]+`|input\.kind|body\.choice)/g)].map((m) => `${file}: ${m[0]}`),
    );
    // Notes naming a batch, a shelf or a parcel code name codes the back office shows as codes.
    expect(literal.filter((line) => !/note: `(parcel|unclaimed parcel|proof) /.test(line))).toEqual([]);
    const coded = sources.flatMap(({ source }) => [...source.matchAll(/systemNote\('([^']+)'/g)].map((m) => m[1]!));
    expect(coded.length).toBeGreaterThan(8);
    for (const code of coded) expect(parseSystemNote(`sys:${code}`), code).not.toBeNull();
  });
});
