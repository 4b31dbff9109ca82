/**
 * The browser's one upload call: POST /api/upload (multipart field `file`). The API makes the shop's
 * own picture paths absolute on the origin a client reached (decision 0024); the web stores and
 * sends back the relative path, so a form saved on one host keeps working on any other.
 */
export type UploadAnswer = { ok: true; url: string } | { ok: false; answer: unknown };

/** `https://this-host/uploads/a.webp` -> `/uploads/a.webp`; another origin's URL is kept. */
export function ownPath(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

export async function uploadImageFile(file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.set('file', file);
  const res = await fetch('/api/upload', { method: 'POST', body, headers: { Accept: 'application/json' } }).catch(
    () => null,
  );
  const answer: unknown = await res?.json().catch(() => null);
  const url =
    answer && typeof answer === 'object' && 'image_url' in answer && typeof answer.image_url === 'string'
      ? answer.image_url
      : '';
  return res?.ok && url ? { ok: true, url: ownPath(url, window.location.origin) } : { ok: false, answer };
}
