import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { checkoutAction, targetFromUrl, withPickedChoices } from './checkout-route.server';

/**
 * The checkout and buy-now pages read what to check out from the URL and post one JSON payload
 * plus the radios. A misread URL checks out the wrong goods; a payload that wins over the radios
 * places an order paid or shipped the way the shopper did not pick.
 */
const at = (path: string) => new Request(`http://shop.example${path}`);

describe('targetFromUrl', () => {
  it('a cart group: its type and the positive whole item ids, in order', () => {
    expect(targetFromUrl(at('/checkout?type=taobao&items=12,7,x,-3,0,1.5,40'), 'cart')).toEqual({
      kind: 'cart',
      type: 'taobao',
      items: [12, 7, 40],
    });
  });

  it('a cart group without items or with a type that is no store code is nothing to check out', () => {
    expect(targetFromUrl(at('/checkout?type=taobao'), 'cart')).toBeNull();
    expect(targetFromUrl(at('/checkout?type=taobao&items=x,0'), 'cart')).toBeNull();
    expect(targetFromUrl(at('/checkout?type=tao%20bao&items=1'), 'cart')).toBeNull();
    expect(targetFromUrl(at('/checkout?items=1'), 'cart')).toBeNull();
  });

  it('buy now: product, quantity (1 when absent), variant and country as given', () => {
    expect(
      targetFromUrl(at('/en/buynow?type=fardin&product_id=FD-9&quantity=3&variant=5062&country=CN'), 'buy_now'),
    ).toEqual({ kind: 'buy_now', type: 'fardin', product_id: 'FD-9', quantity: 3, variant: '5062', country: 'CN' });
    expect(targetFromUrl(at('/buynow?type=fardin&product_id=FD-9'), 'buy_now')).toEqual({
      kind: 'buy_now',
      type: 'fardin',
      product_id: 'FD-9',
      quantity: 1,
      variant: '',
      country: '',
    });
  });

  it('buy now without a product or with a quantity that is not a whole number from 1 is nothing', () => {
    expect(targetFromUrl(at('/buynow?type=fardin'), 'buy_now')).toBeNull();
    for (const quantity of ['0', '-1', '1.5', 'two'])
      expect(targetFromUrl(at(`/buynow?type=fardin&product_id=FD-9&quantity=${quantity}`), 'buy_now')).toBeNull();
  });
});

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('withPickedChoices: the radios win over the payload rendered before the script ran', () => {
  const payload = {
    payment_type: 'cod',
    payment_method: undefined,
    transport: 'land',
    delivery: 'direct',
    address: '7',
  };

  it('nothing picked: the payload as it is', () => {
    expect(withPickedChoices(payload, formOf({}))).toEqual(payload);
  });

  it('a bank transfer picked takes the bank picked with it', () => {
    expect(
      withPickedChoices(
        payload,
        formOf({ payment_type: 'bankTransfer', payment_method: 'aba', transport: 'air', delivery: 'warehouse' }),
      ),
    ).toEqual({
      ...payload,
      payment_type: 'bankTransfer',
      payment_method: 'aba',
      transport: 'air',
      delivery: 'warehouse',
    });
  });

  it('KHQR picked pays by wing; cash picked over a KHQR payload drops its method', () => {
    expect(withPickedChoices(payload, formOf({ payment_type: 'khqr' })).payment_method).toBe('wing');
    const merged = withPickedChoices(
      { ...payload, payment_type: 'khqr', payment_method: 'wing' },
      formOf({ payment_type: 'cod' }),
    );
    expect(merged.payment_type).toBe('cod');
    expect(merged.payment_method).toBeUndefined();
  });

  it('the same payment type as the payload keeps its method; an empty radio is no choice', () => {
    expect(
      withPickedChoices(
        { ...payload, payment_type: 'bankTransfer', payment_method: 'acleda' },
        formOf({ payment_type: 'bankTransfer', payment_method: 'aba' }),
      ).payment_method,
    ).toBe('acleda');
    expect(withPickedChoices(payload, formOf({ transport: '' })).transport).toBe('land');
  });

  it('never changes the payload it was given', () => {
    const given = { ...payload };
    withPickedChoices(given, formOf({ payment_type: 'khqr', transport: 'sea' }));
    expect(given).toEqual(payload);
  });
});

describe('checkoutAction', () => {
  type Call = { path: string; body: unknown; headers: Record<string, string> };
  function contextAnswering(status: number, body: unknown) {
    const calls: Call[] = [];
    const context: AppLoadContext = {
      api: async (path: string, init?: RequestInit) => {
        calls.push({
          path,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
          headers: (init?.headers ?? {}) as Record<string, string>,
        });
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      },
      nonce: '',
      token: 'token',
      vendorCode: '',
      publicUrl: 'http://localhost:3000',
    };
    return { context, calls };
  }
  const post = (path: string, fields: Record<string, string>) =>
    new Request(`http://shop.example${path}`, { method: 'POST', body: formOf(fields) });

  it('posts the payload with the radios, to the chosen address, with the page view key; then my orders in the page language', async () => {
    const { context, calls } = contextAnswering(200, { message: 'success' });
    const payload = JSON.stringify({
      payment_type: 'cod',
      transport: 'land',
      delivery: 'direct',
      address: 'Home & Work',
    });
    const answer = await checkoutAction(
      post('/en/checkout?type=taobao&items=1', { payload, idempotency_key: 'k-1', transport: 'sea' }),
      context,
    ).catch((e: unknown) => e);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/en/account/my-order');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/checkout?address=Home%20%26%20Work');
    expect(calls[0]!.body).toEqual({
      payment_type: 'cod',
      transport: 'sea',
      delivery: 'direct',
      address: 'Home & Work',
    });
    expect(calls[0]!.headers['Idempotency-Key']).toBe('k-1');
  });

  it('a payload that is not JSON sends an empty order to the default address (the API refuses it), without a key when none was posted', async () => {
    const { context, calls } = contextAnswering(422, {
      message: 'The given data was invalid.',
      code: 'validation.failed',
    });
    const answer = (await checkoutAction(post('/checkout', { payload: '{not json' }), context)) as unknown as {
      data: { message: string };
      init: { status: number };
    };
    expect(calls[0]!.path).toBe('/api/checkout?address=Home');
    expect(calls[0]!.body).toEqual({});
    expect(calls[0]!.headers['Idempotency-Key']).toBeUndefined();
    expect(answer.init.status).toBe(422);
    expect(answer.data.message).not.toBe('');
  });

  it('a refusal is shown in the page language by its code; a 5xx answers 502', async () => {
    const { context } = contextAnswering(409, { message: 'Not enough balance', code: 'wallet.insufficient_balance' });
    const refused = (await checkoutAction(post('/zh/checkout', { payload: '{}' }), context)) as unknown as {
      data: { message: string; code: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.code).toBe('wallet.insufficient_balance');
    expect(refused.data.message).not.toBe('Not enough balance');
    const failed = (await checkoutAction(
      post('/checkout', { payload: '{}' }),
      contextAnswering(500, { message: 'boom', code: 'server.error' }).context,
    )) as unknown as { init: { status: number } };
    expect(failed.init.status).toBe(502);
  });
});
