import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploads } from '@fardin/db/schema/uploads';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { makeShopper } from '../checkout/commerce-fixtures';
import { tempDataDir } from '../../test/temp-data-dir';

/**
 * POST /api/upload takes jpeg, png and webp only, judged by the bytes: a real gif, tiff or svg
 * sent under a receipt's name and type is refused with `upload.image_type` and never recorded.
 */
describe.each(TEST_DB_KINDS)('upload types (%s)', (kind) => {
  let me: string;
  const t = useTestApp(
    kind,
    async (t) => {
      me = await makeShopper(t, '+85510000392');
    },
    { env: () => tempDataDir('upload-types') },
  );

  const picture = () => sharp({ create: { width: 10, height: 10, channels: 3, background: { r: 9, g: 120, b: 60 } } });
  async function send(bytes: Buffer) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png');
    const res = await t.app.request('/api/upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${me}` },
    });
    return { status: res.status, body: (await res.json()) as { image_url?: string; code?: string; field?: string } };
  }
  const recorded = async () => (await t.opened.db.select({ id: uploads.id }).from(uploads)).length;

  it('refuses gif, tiff and svg dressed as a png, and records none', async () => {
    const before = await recorded();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const [name, bytes] of [
      ['gif', await picture().gif().toBuffer()],
      ['tiff', await picture().tiff().toBuffer()],
      ['svg', svg],
    ] as const) {
      expect(await send(bytes), name).toMatchObject({ status: 422, body: { code: 'upload.image_type' } });
    }
    expect(await recorded()).toBe(before);
  });

  it('takes jpeg, png and webp and answers a stored webp', async () => {
    for (const bytes of [
      await picture().jpeg().toBuffer(),
      await picture().png().toBuffer(),
      await picture().webp().toBuffer(),
    ]) {
      const res = await send(bytes);
      expect(res.status).toBe(200);
      expect(res.body.image_url).toMatch(/\/uploads\/upload\/[a-f0-9]{32}\.webp$/);
    }
  });
});
