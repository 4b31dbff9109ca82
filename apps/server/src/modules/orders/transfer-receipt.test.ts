import { describe, expect, it } from 'vitest';
import { transferReceiptOf } from './transfer-receipt';

const url = '/uploads/receipt.webp';
const refusal = { reason: 'Blurred', date: '2026-11-28T05:00:00.000Z' };

describe('transferReceiptOf', () => {
  it('says a receipt waiting for staff is being checked', () => {
    expect(transferReceiptOf({ payment_status: 'verifying', status: 'pending' }, url, null)).toEqual({
      state: 'verifying',
      url,
      reason: null,
      date: null,
    });
  });

  it("quotes staff's reason once they refused it (the order is unpaid again)", () => {
    expect(transferReceiptOf({ payment_status: 'unpaid', status: 'pending' }, url, refusal)).toEqual({
      state: 'refused',
      url,
      reason: 'Blurred',
      date: refusal.date,
    });
    expect(
      transferReceiptOf({ payment_status: 'unpaid', status: 'pending' }, url, { ...refusal, reason: '' }),
    ).toMatchObject({
      state: 'refused',
      reason: null,
    });
  });

  it('says nothing of a paid, cancelled or receipt-less order', () => {
    expect(transferReceiptOf({ payment_status: 'paid', status: 'paid' }, url, refusal)).toBeNull();
    expect(transferReceiptOf({ payment_status: 'verifying', status: 'cancelled' }, url, null)).toBeNull();
    expect(transferReceiptOf({ payment_status: 'unpaid', status: 'cancelled' }, url, refusal)).toBeNull();
    expect(transferReceiptOf({ payment_status: 'verifying', status: 'pending' }, null, null)).toBeNull();
    expect(transferReceiptOf({ payment_status: 'unpaid', status: 'pending' }, url, null)).toBeNull();
  });
});
