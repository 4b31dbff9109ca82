import { parseQrContent } from '@fardin/core/qr-payload';
import type { ProductTarget } from '@fardin/core/product-link';

const MAX_SEARCH_IMAGE_PX = 800;
const MAX_DECODE_PX = 1200;

/** The picture drawn on a canvas no larger than `maxPx` on its long side. */
async function drawScaled(
  file: Blob,
  maxPx: number,
): Promise<{ canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D }> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxPx / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return { canvas, ctx };
}

/**
 * Image search: the picture is shrunk in the browser (fast uploads on phone networks, under the
 * API's body limit), uploaded, and its public URL returned for `imgUrl`.
 */
export async function uploadSearchImage(file: File): Promise<string> {
  const { canvas } = await drawScaled(file, MAX_SEARCH_IMAGE_PX);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('encode failed');
  const body = new FormData();
  body.append('file', blob, 'search.jpg');
  const res = await fetch('/api/image_search/upload', { method: 'POST', body });
  const answer = (await res.json().catch(() => null)) as { image_url?: unknown } | null;
  if (!res.ok || typeof answer?.image_url !== 'string') throw new Error('upload failed');
  return answer.image_url;
}

/** Decodes a QR picture in the browser (jsQR is loaded only now) into a product, or null. */
export async function decodeQrProduct(file: File): Promise<ProductTarget | null> {
  const [{ default: jsQR }, drawn] = await Promise.all([import('jsqr'), drawScaled(file, MAX_DECODE_PX)]);
  const { canvas, ctx } = drawn;
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' });
  return code ? parseQrContent(code.data) : null;
}
