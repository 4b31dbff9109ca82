import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { lineAction, parseAlternatives } from './order-line-actions.server';

/**
 * The back office's per-line forms post plain fields; the action turns them into the API's bodies.
 * A misread form moves the wrong line, offers alternatives at the wrong price or refunds to the
 * wrong place.
 */
type Call = { path: string; body: unknown };
function recording() {
  const calls: Call[] = [];
  const context: AppLoadContext = {
    api: async (path: string, init?: RequestInit) => {
      calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      return new Response(JSON.stringify({ message: 'success', data: {} }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    nonce: '',
    token: 'token',
    vendorCode: '',
    publicUrl: 'http://localhost:3000',
  };
  return { context, calls };
}
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('parseAlternatives', () => {
  it('reads "name | price" (or "=") a line, skipping lines without a price', () => {
    expect(parseAlternatives('Navy / M | 18.99\n  Grey / L = $19.5 \nno price here\n\n| 3')).toEqual([
      { variant: 'Navy / M', variant_name: 'Navy / M', unit_price: 18.99 },
      { variant: 'Grey / L', variant_name: 'Grey / L', unit_price: 19.5 },
    ]);
  });

  it('keeps Khmer names and refuses more than two decimals', () => {
    expect(parseAlternatives('ពណ៌ខៀវ | 9')).toEqual([{ variant: 'ពណ៌ខៀវ', variant_name: 'ពណ៌ខៀវ', unit_price: 9 }]);
    expect(parseAlternatives('Red | 9.999')).toEqual([]);
  });
});

describe('lineAction', () => {
  it('answers null for an intent that is not a line write (the route handles it)', async () => {
    const { context, calls } = recording();
    expect(await lineAction(context, 'stage', formOf({ line_id: '4' }))).toBeNull();
    expect(calls).toEqual([]);
  });

  it('a bad line id is refused without calling the API', async () => {
    const { context, calls } = recording();
    const answer = await lineAction(context, 'line-move', formOf({ line_id: 'x', to: 'received' }));
    expect(answer).toMatchObject({ ok: false, status: 404 });
    expect(calls).toEqual([]);
  });

  it('a move posts the target state and only the fields filled in', async () => {
    const { context, calls } = recording();
    await lineAction(
      context,
      'line-move',
      formOf({ line_id: '12', to: 'seller_shipped', tracking_no: ' YT1 ', carrier: '', note: '' }),
    );
    expect(calls).toEqual([
      { path: '/api/admin/order-lines/12/move', body: { to: 'seller_shipped', tracking_no: 'YT1' } },
    ]);
  });

  it('a problem posts its kind, the new price as a number and the parsed alternatives', async () => {
    const { context, calls } = recording();
    await lineAction(
      context,
      'line-problem',
      formOf({ line_id: '7', kind: 'out_of_stock', new_unit_price: '', alternatives: 'Blue | 9.5', note: 'sold out' }),
    );
    await lineAction(context, 'line-problem', formOf({ line_id: '7', kind: 'price_changed', new_unit_price: '12.40' }));
    expect(calls).toEqual([
      {
        path: '/api/admin/order-lines/7/problems',
        body: {
          kind: 'out_of_stock',
          alternatives: [{ variant: 'Blue', variant_name: 'Blue', unit_price: 9.5 }],
          note: 'sold out',
        },
      },
      { path: '/api/admin/order-lines/7/problems', body: { kind: 'price_changed', new_unit_price: 12.4 } },
    ]);
  });

  it('a refund posts the amount and where it goes', async () => {
    const { context, calls } = recording();
    await lineAction(context, 'line-refund', formOf({ line_id: '3', amount: '4.50', to: 'original', note: '' }));
    expect(calls).toEqual([{ path: '/api/admin/order-lines/3/refunds', body: { amount: 4.5, to: 'original' } }]);
  });
});
