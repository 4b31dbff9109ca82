import { describe, expect, it } from 'vitest';
import { khqrOfAnswer } from './khqr-of-answer';

/** The API's answer to the pay call, without a network (no global is stubbed: a shared worker). */
const answer = (ok: boolean, body: unknown) => async () => ({ ok, body });

describe('khqrOfAnswer', () => {
  it('reads the QR of a freight or problem payment as the payment sheet reads a generated one', async () => {
    const qr = { reference: 'FDABC', amount: 3.5, expires_at: '2099-01-01T00:00:00Z' };
    const made = await khqrOfAnswer('/api/parcels/1/pay', {}, answer(true, { data: { parcel: {}, khqr: qr } }));
    expect(made.ok).toBe(true);
    expect(made.body).toMatchObject({ data: { reference: 'FDABC', qr_code_url: '/api/payment/khqr/FDABC.svg' } });
  });

  it('answers settled when the call paid the last QR and made none (the re-audit saw a raw "success")', async () => {
    const paid = { message: 'success', data: { parcel: { state: 'freight_paid' }, khqr: null } };
    expect(await khqrOfAnswer('/api/parcels/1/pay', {}, answer(true, paid))).toEqual({
      ok: true,
      body: { settled: true },
    });
  });

  it('passes a refusal on as it came', async () => {
    const refused = { message: 'The freight of this parcel is not due', code: 'parcel.not_payable' };
    expect(await khqrOfAnswer('/api/parcels/1/pay', {}, answer(false, refused))).toEqual({ ok: false, body: refused });
  });
});
