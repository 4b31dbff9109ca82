import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { ERROR_TEXT } from '@fardin/core/error-codes';
import { deliveryTypeOf, expressAction } from './express-action.server';

/**
 * The /express form -> the delivery API. Numbers must reach the API as numbers, map inputs as
 * points, a refused coordinate under its own map input, and booking without a session must lead
 * to the login page in the page language, back to the same delivery type.
 */
type Call = { path: string; body: Record<string, unknown> };
function contextAnswering(answer: (path: string) => [number, unknown], token = 'token') {
  const calls: Call[] = [];
  const context: AppLoadContext = {
    api: async (path: string, init?: RequestInit) => {
      calls.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : {} });
      const [status, body] = answer(path);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
    nonce: '',
    token,
    vendorCode: '',
    publicUrl: 'http://localhost:3000',
  };
  return { context, calls };
}
const post = (path: string, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request(`http://shop.example${path}`, { method: 'POST', body: form });
};
const QUOTE = {
  delivery_type: 'province',
  delivery_fee: 2.5,
  delivery_fee_cents: 250,
  grand_total: 2.5,
  currency: 'USD',
  distance_km: 4.2,
};

describe('deliveryTypeOf', () => {
  it('a known type as it is, anything else express', () => {
    expect(deliveryTypeOf('cargo')).toBe('cargo');
    expect(deliveryTypeOf('CARGO')).toBe('express');
    expect(deliveryTypeOf(null)).toBe('express');
  });
});

describe('expressAction', () => {
  it('a quote sends the numbers as numbers (empty ones left out) and the resolved points', async () => {
    const { context, calls } = contextAnswering((path) =>
      path === '/api/query_google_map' ? [200, { lat: 11.55, lng: 104.92 }] : [200, { data: QUOTE }],
    );
    const result = await expressAction(
      post('/express', {
        delivery_type: 'province',
        zone_id: ' 3 ',
        district_id: '12',
        weight: '1.5',
        transport_id: '',
        pickup_map: '11.55,104.92',
      }),
      context,
    );
    expect(result.quote?.delivery_fee).toBe(2.5);
    const quote = calls.find((c) => c.path === '/api/delivery/calculate_price');
    expect(quote?.body).toEqual({
      delivery_type: 'province',
      zone_id: 3,
      district_id: 12,
      weight: 1.5,
      pickup_lat: 11.55,
      pickup_long: 104.92,
    });
    expect(calls.find((c) => c.path === '/api/query_google_map')?.body).toEqual({ url: '11.55,104.92' });
  });

  it('a map input the API cannot read stops there, its refusal under that input, the values kept', async () => {
    const { context, calls } = contextAnswering(() => [
      422,
      { message: 'Could not read the link', code: 'validation.failed' },
    ]);
    const result = await expressAction(
      post('/en/express', { receiver_map: 'not a place', note: ' fragile ' }),
      context,
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/query_google_map']);
    expect(Object.keys(result.errors ?? {})).toEqual(['receiver_map']);
    expect(result.error).toBe(result.errors?.receiver_map);
    expect(result.values.note).toBe('fragile');
  });

  it('booking without a session leads to login in the page language, back to the same type; nothing is booked', async () => {
    const { context, calls } = contextAnswering(() => [200, {}], '');
    const thrown = await expressAction(post('/zh/express', { intent: 'book', delivery_type: 'cargo' }), context).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      `/zh/login?redirect=${encodeURIComponent('/express?type=cargo')}`,
    );
    expect(calls).toEqual([]);
  });

  it('a coordinate refused by the API shows under its map input', async () => {
    const { context } = contextAnswering(() => [
      422,
      { message: 'The receiver lat field is invalid.', code: 'validation.failed', field: 'receiver_lat' },
    ]);
    const result = await expressAction(post('/express', { delivery_type: 'express' }), context);
    expect(result.errors?.receiver_map).toBeTruthy();
    expect(result.errors?.receiver_lat).toBeUndefined();
  });
  it('a booking with empty fields names every one at once, in the form order and the page language; nothing is booked', async () => {
    const { context, calls } = contextAnswering(() => [201, {}]);
    const result = await expressAction(post('/express', { intent: 'book', delivery_type: 'express' }), context);
    expect(calls).toEqual([]);
    expect(result.errors).toEqual({
      pickup_phone: 'សូមបំពេញ លេខទូរស័ព្ទអ្នកផ្ញើ',
      pickup_location: 'សូមបំពេញ ទីតាំងអ្នកផ្ញើ',
      pickup_map: ERROR_TEXT['delivery.pickup_missing'].kh,
      receiver_phone: 'សូមបំពេញ លេខទូរស័ព្ទអ្នកទទួល',
      receiver_location: 'សូមបំពេញ ទីតាំងអ្នកទទួល',
      receiver_map: ERROR_TEXT['delivery.receiver_missing'].kh,
    });
    expect(result.error).toBe(result.errors?.pickup_phone);
  });

  it("a booking names what its service needs (a province's district) and a wrong phone, then books once all is right", async () => {
    const { context, calls } = contextAnswering(() => [422, { message: 'x', code: 'validation.failed' }]);
    const filled = {
      intent: 'book',
      delivery_type: 'province',
      pickup_location: 'Psar Thmei',
      receiver_location: 'Kampot',
    };
    const result = await expressAction(
      post('/en/express', { ...filled, pickup_phone: '12', receiver_phone: '012 345 678' }),
      context,
    );
    expect(calls).toEqual([]);
    expect(Object.keys(result.errors ?? {})).toEqual(['pickup_phone', 'district_id']);
    expect(result.errors?.district_id).toBe(ERROR_TEXT['delivery.district_required'].en);
    await expressAction(
      post('/en/express', { ...filled, pickup_phone: '012 345 678', receiver_phone: '012 345 679', district_id: '4' }),
      context,
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/delivery/add']);
  });
});
