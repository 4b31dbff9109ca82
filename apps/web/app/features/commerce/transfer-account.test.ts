import { describe, expect, it } from 'vitest';
import { missingTransferFields, preselectedAccount, walletShortfall } from './transfer-account';

describe('preselectedAccount', () => {
  it("chooses the shop's only account and leaves several to the shopper", () => {
    expect(preselectedAccount([{ code: 'phone' }])).toBe('phone');
    expect(preselectedAccount([{ code: 'phone' }, { code: 'aba' }])).toBe('');
    expect(preselectedAccount([])).toBe('');
  });
});

describe('missingTransferFields', () => {
  it('names every missing part of a transfer together, the account first', () => {
    expect(missingTransferFields({ bankType: '', receiptUrl: '' })).toEqual([
      'commerce.err.bankTypeRequired',
      'commerce.err.receiptRequired',
    ]);
    expect(missingTransferFields({ bankType: 'phone', receiptUrl: '' })).toEqual(['commerce.err.receiptRequired']);
    expect(missingTransferFields({ bankType: '', receiptUrl: '/uploads/r.webp' })).toEqual([
      'commerce.err.bankTypeRequired',
    ]);
    expect(missingTransferFields({ bankType: 'phone', receiptUrl: '/uploads/r.webp' })).toEqual([]);
  });
});

describe('walletShortfall', () => {
  it('is what the balance lacks, in cents-exact dollars', () => {
    expect(walletShortfall(19.05, 10)).toBe(9.05);
    expect(walletShortfall(10, 19.05)).toBe(0);
  });
});
