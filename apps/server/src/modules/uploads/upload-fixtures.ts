import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';

/** A small PNG; `seed` changes its colour so two receipts differ. */
export async function receiptPng(seed = 0): Promise<Buffer> {
  return sharp({
    create: { width: 12, height: 16, channels: 3, background: { r: 27, g: 94, b: (32 + seed * 7) % 256 } },
  })
    .png()
    .toBuffer();
}

/** Uploads a receipt as a shopper does (multipart `file`) and answers the `image_url` the API gave. */
export async function uploadReceipt(
  t: TestApp,
  token: string,
  options: { route?: string; seed?: number } = {},
): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await receiptPng(options.seed))], { type: 'image/png' }), 'receipt.png');
  const res = await t.app.request(options.route ?? '/api/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { image_url?: string; message: string };
  if (res.status !== 200 || !body.image_url) throw new Error(`upload failed: ${res.status} ${body.message}`);
  return body.image_url;
}
