import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '@fardin/db/schema/reference';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, staffToken } from '../admin/admin-fixtures';
import { makeShopper } from '../checkout/commerce-fixtures';
import { uploadReceipt } from '../uploads/upload-fixtures';
import { tempDataDir } from '../../test/temp-data-dir';

type Accounts = {
  data: { code: string; bank_name: string; account_name: string; account_number: string; qr_image: string | null }[];
};
type Options = { data: { bank_accounts: Accounts['data']; transfer_reference: string } };
type Validation = { code?: string; errors?: Record<string, string[]> };

describe.each(TEST_DB_KINDS)('bank transfer accounts (settings `commerce`) on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  const t = useTestApp(
    kind,
    async (t) => {
      admin = await t.tokenFor(DEMO_ADMIN);
      staff = await staffToken(t, admin);
      shopper = await makeShopper(t, '+85512345678');
    },
    { env: () => tempDataDir('transfer-accounts') },
  );

  const save = (token: string, accounts: unknown[]) =>
    t.call<Validation>('PUT', '/api/admin/settings/commerce', {
      token,
      body: { anakut_discount_percent: 10, bank_accounts: accounts },
    });
  const aba = { code: 'aba', bank_name: 'ABA Bank', account_name: 'Fardin Co., Ltd', account_number: '000 123 456' };

  it('reads the seeded account publicly, without a session', async () => {
    const res = await t.call<Accounts>('GET', '/api/payment/transfer-accounts');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { code: 'phone', bank_name: 'Wing Bank', account_name: 'Fardin', account_number: '010 888 168', qr_image: null },
    ]);
  });

  it("saves accounts with an uploaded QR image; checkout and the public read show them, with the shopper's reference", async () => {
    const qr = await uploadReceipt(t, admin);
    const saved = await save(admin, [
      { ...aba, qr_image: qr },
      { code: 'acleda', bank_name: 'ACLEDA', account_name: 'Fardin', account_number: '012 555 777', qr_image: '' },
    ]);
    expect(saved.status, JSON.stringify(saved.body) + qr).toBe(200);
    const read = await t.call<Accounts>('GET', '/api/payment/transfer-accounts');
    expect(read.body.data).toEqual([
      { ...aba, qr_image: qr },
      { code: 'acleda', bank_name: 'ACLEDA', account_name: 'Fardin', account_number: '012 555 777', qr_image: null },
    ]);
    const options = await t.call<Options>('GET', '/api/checkout/options', { token: shopper });
    expect(options.body.data.bank_accounts.map((a) => a.code)).toEqual(['aba', 'acleda']);
    expect(options.body.data.transfer_reference).toBe('012345678');
  });

  it('refuses accounts that checkout could not use, and staff', async () => {
    const refused = async (accounts: unknown[], field: string) => {
      const res = await save(admin, accounts);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}).join(' ')).toContain(field);
    };
    await refused([{ ...aba, account_number: '  ' }], 'account_number');
    await refused([{ ...aba, code: 'ABA Bank' }], 'code');
    await refused([{ ...aba, qr_image: 'javascript:alert(1)' }], 'qr_image');
    await refused([aba, { ...aba, bank_name: 'Other' }], 'bank_accounts');
    await refused([], 'bank_accounts');
    expect((await save(staff, [aba])).status).toBe(403);
    // Nothing refused was kept.
    expect((await t.call<Accounts>('GET', '/api/payment/transfer-accounts')).body.data.map((a) => a.code)).toEqual([
      'aba',
      'acleda',
    ]);
  });

  it('reads a setting saved in the old shape {code, name, phone}', async () => {
    await t.opened.db
      .update(settings)
      .set({
        value: {
          anakut_discount_percent: 5,
          bank_accounts: [{ code: 'phone', name: 'Phone number', phone: '010 888 168' }],
        },
      })
      .where(eq(settings.key, 'commerce'));
    const read = await t.call<Accounts>('GET', '/api/payment/transfer-accounts');
    expect(read.body.data).toEqual([
      {
        code: 'phone',
        bank_name: 'Phone number',
        account_name: 'Phone number',
        account_number: '010 888 168',
        qr_image: null,
      },
    ]);
  });

  it('keeps the payment type of a top-up and shows it with the receipt in the wallet and the back office', async () => {
    const receipt = await uploadReceipt(t, shopper, { seed: 3 });
    const asked = await t.call<{ data: { id: number } }>('POST', '/api/wallet/topup', {
      token: shopper,
      body: { amount: 12.5, payment_method: 'phone', image_url: receipt },
    });
    expect(asked.status).toBe(200);
    const wallet = await t.call<{ data: { topups: unknown[] } }>('GET', '/api/wallet', { token: shopper });
    expect(wallet.body.data.topups[0]).toMatchObject({
      id: asked.body.data.id,
      amount: 12.5,
      payment_method: 'phone',
      transaction_status: 'pending',
    });
    const admins = await t.call<{ data: { id: number; payment_method: string | null }[] }>(
      'GET',
      '/api/admin/payments/topups?status=pending',
      { token: admin },
    );
    expect(admins.body.data.find((r) => r.id === asked.body.data.id)?.payment_method).toBe('phone');
  });
});
