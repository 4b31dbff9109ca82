import { afterEach, describe, expect, it, vi } from 'vitest';
import { khqrOfAnswer } from './khqr-of-answer';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('khqrOfAnswer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the QR of a freight or problem payment as the payment sheet reads a generated one', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        data: { parcel: {}, khqr: { reference: 'FDABC', amount: 3.5, expires_at: '2099-01-01T00:00:00Z' } },
      }),
    );
    const made = await khqrOfAnswer('/api/parcels/1/pay', { payment_type: 'khqr' });
    expect(made.ok).toBe(true);
    expect(made.body).toMatchObject({ data: { reference: 'FDABC', qr_code_url: '/api/payment/khqr/FDABC.svg' } });
  });

  it('answers settled when the call paid the last QR and made none (the re-audit saw a raw "success")', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { message: 'success', data: { parcel: { state: 'freight_paid' }, khqr: null } }),
    );
    expect(await khqrOfAnswer('/api/parcels/1/pay', { payment_type: 'khqr' })).toEqual({
      ok: true,
      body: { settled: true },
    });
  });

  it('passes a refusal on as it came', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { message: 'The freight of this parcel is not due', code: 'parcel.not_payable' }),
    );
    expect(await khqrOfAnswer('/api/parcels/1/pay', { payment_type: 'khqr' })).toEqual({
      ok: false,
      body: { message: 'The freight of this parcel is not due', code: 'parcel.not_payable' },
    });
  });
});
