import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESS_BYTES, precompressAssets } from '../precompress-assets';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = path.join(WEB_DIR, process.env.WEB_BUILD_DIR ?? 'build', 'client', 'assets');

describe('precompressed assets (issue 30 item 5, decision 0052)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fardin-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip beside each text asset of 1 KB or more, and leaves the rest alone', () => {
    const big = 'export const a = "fardin";\n'.repeat(200);
    writeFileSync(path.join(dir, 'route-Ab12.js'), big);
    writeFileSync(path.join(dir, 'root-Cd34.css'), big);
    writeFileSync(path.join(dir, 'tiny-Ef56.js'), 'export {};');
    writeFileSync(path.join(dir, 'logo-Gh78.png'), Buffer.alloc(4096, 7));
    expect(precompressAssets(dir).sort()).toEqual(['root-Cd34.css', 'route-Ab12.js']);
    for (const name of ['route-Ab12.js', 'root-Cd34.css']) {
      const file = path.join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(big);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(big);
    }
    for (const name of ['tiny-Ef56.js', 'logo-Gh78.png'])
      expect(existsSync(path.join(dir, `${name}.br`)) || existsSync(path.join(dir, `${name}.gz`))).toBe(false);
  });

  it.skipIf(!existsSync(ASSETS))('the browser build has both files for each of its compressible assets', () => {
    const names = readdirSync(ASSETS);
    const wanted = names.filter(
      (name) => /\.(js|css)$/.test(name) && statSync(path.join(ASSETS, name)).size >= MIN_PRECOMPRESS_BYTES,
    );
    expect(wanted.length).toBeGreaterThan(10);
    for (const name of wanted) {
      expect(names, name).toContain(`${name}.br`);
      expect(names, name).toContain(`${name}.gz`);
    }
  });
});
