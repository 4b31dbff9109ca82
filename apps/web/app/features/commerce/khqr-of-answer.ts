import { postJson } from '../../lib/post-json';

/**
 * A payment by KHQR answered with `data.khqr` (a problem's `pay`, a parcel's freight) makes the QR:
 * it as the payment sheet reads a generated QR. An answer without a QR (the bank had paid the last
 * one, and this call settled it) is `settled`: nothing to scan, the payment is done.
 */
export async function khqrOfAnswer(
  path: string,
  body: unknown = { choice: 'pay', payment_type: 'khqr' },
  post: typeof postJson = postJson,
): Promise<{ ok: boolean; body: unknown }> {
  const answer = await post(path, body);
  const data = (answer.body as { data?: { khqr?: Record<string, unknown> | null } } | null)?.data;
  const qr = data?.khqr;
  if (answer.ok && data && !qr) return { ok: true, body: { settled: true } };
  if (!answer.ok || !qr || typeof qr.reference !== 'string') return { ok: false, body: answer.body };
  const expiresAt = typeof qr.expires_at === 'string' ? Date.parse(qr.expires_at) : Date.now();
  return {
    ok: true,
    body: {
      message: 'success',
      data: {
        qr_code_url: `/api/payment/khqr/${qr.reference}.svg`,
        qr_png_url: `/api/payment/khqr/${qr.reference}.png`,
        merchant_name: 'Fardin',
        deep_link: null,
        expires_in_ms: Math.max(0, expiresAt - Date.now()),
        md5: '',
        currency: 'USD',
        ...qr,
      },
    },
  };
}
