import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@fardin/core/request-size-limits';
import { sniffImage, storeImage, UploadError, type UploadStorage } from './upload-storage';

/**
 * Uploads are jpeg, png or webp only, checked by content (DESIGN.md 8). Sharp reads many more
 * formats (gif, svg, tiff, avif) and would happily re-encode them to webp, so the allow-list in
 * `sniffImage` is the only thing keeping them out: these tests send real, decodable images of the
 * other formats and expect them refused and never stored.
 */
function memoryStorage() {
  const stored = new Map<string, Buffer>();
  const storage: UploadStorage = {
    async put(key, bytes) {
      stored.set(key, bytes);
      return `/uploads/${key}`;
    },
    async get(key) {
      return stored.get(key) ?? null;
    },
  };
  return { storage, stored };
}

const base = () => sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 40, b: 10 } } });
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="red"/></svg>',
);

async function allowed(): Promise<Record<'jpeg' | 'png' | 'webp', Buffer>> {
  return {
    jpeg: await base().jpeg().toBuffer(),
    png: await base().png().toBuffer(),
    webp: await base().webp().toBuffer(),
  };
}
async function refused(): Promise<Record<string, Buffer>> {
  return {
    gif: await base().gif().toBuffer(),
    tiff: await base().tiff().toBuffer(),
    avif: await base().avif().toBuffer(),
    svg: SVG,
  };
}

describe('sniffImage', () => {
  it('names jpeg, png and webp by their first bytes', async () => {
    for (const [kind, bytes] of Object.entries(await allowed())) expect(sniffImage(bytes), kind).toBe(kind);
  });

  it('answers null for other images that sharp could read', async () => {
    for (const [kind, bytes] of Object.entries(await refused())) expect(sniffImage(bytes), kind).toBeNull();
  });

  it('needs the whole signature, not just its start', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xfe]))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEB'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('XIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('storeImage', () => {
  it('stores jpeg, png and webp re-encoded as webp under a new random key', async () => {
    const { storage, stored } = memoryStorage();
    for (const bytes of Object.values(await allowed())) {
      const image = await storeImage(storage, 'upload', bytes);
      expect(image.url).toMatch(/^\/uploads\/upload\/[a-f0-9]{32}\.webp$/);
      expect(sniffImage(image.bytes)).toBe('webp');
    }
    expect(stored.size).toBe(3);
  });

  it('refuses gif, tiff, avif and svg as the wrong type and stores nothing', async () => {
    const { storage, stored } = memoryStorage();
    for (const [kind, bytes] of Object.entries(await refused())) {
      const error = await storeImage(storage, 'upload', bytes).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, kind).toBeInstanceOf(UploadError);
      expect((error as UploadError).reason, kind).toBe('type');
    }
    expect(stored.size).toBe(0);
  });

  it('refuses a file over the size cap before reading it, and a broken png as the wrong type', async () => {
    const { storage, stored } = memoryStorage();
    const png = (await allowed()).png;
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    await expect(storeImage(storage, 'upload', big)).rejects.toMatchObject({ reason: 'size' });
    await expect(storeImage(storage, 'upload', png.subarray(0, 20))).rejects.toMatchObject({ reason: 'type' });
    expect(stored.size).toBe(0);
  });
});
