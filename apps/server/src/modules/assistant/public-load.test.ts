import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { TEST_ADDRESS_HEADER } from '../../http/client-address';
import { makeShopper } from '../checkout/commerce-fixtures';
import type { CatalogueService } from '../catalogue/service';
import { createAssistantSearch } from './service';

/**
 * Public load on the database (issue 24 item 9, decision 0034): `/chat` and the KHQR status poll are
 * limited per address (429 with a code and Retry-After), and one question's catalogue searches run
 * a store at a time, never every word and store at once.
 */
const from = (address: string) => ({ [TEST_ADDRESS_HEADER]: address });

describe.each(TEST_DB_KINDS)('per-address limits of the assistant and the payment poll on %s', (kind) => {
  let shopper: string;
  const t = useTestApp(kind, async (t) => {
    shopper = await makeShopper(t, '+85510555001');
  });

  it('the 21st question a minute from one address answers 429 chat.too_many; another address still asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.call('POST', '/api/chat', { body: { message: 'mug' }, headers: from('203.0.113.90') });
      statuses.push(res.status);
      if (i === 20) {
        expect(res.body).toMatchObject({ code: 'chat.too_many' });
        expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await t.call('POST', '/api/chat', { body: { message: 'mug' }, headers: from('198.51.100.90') });
    expect(other.status).toBe(200);
  }, 60_000);

  it('the 241st payment-status poll a minute from one address answers 429 payment.too_many_checks', async () => {
    const gen = await t.call<{ data: { reference: string } }>('POST', '/api/payment/generate_khqr', {
      token: shopper,
      body: { payment_method: 'wing', amount: 2, type: 'khqr' },
    });
    const poll = (address: string) =>
      t.call('POST', '/api/payment/check_payment_status', {
        token: shopper,
        body: { reference: gen.body.data.reference },
        headers: from(address),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 240; i += 1) statuses.push((await poll('203.0.113.91')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await poll('203.0.113.91');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'payment.too_many_checks' });
    expect((await poll('198.51.100.91')).status).toBe(200);
  }, 120_000);
});

describe("the assistant's database work is bounded", () => {
  it('one question runs at most one search per store at a time, and a bounded number of them', async () => {
    let running = 0;
    let most = 0;
    let searches = 0;
    const catalogue = {
      search: async () => {
        searches += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return { result: { item: [] } };
      },
      localizer: { lookup: async () => (title: string) => title, summaries: async () => [] },
    } as unknown as CatalogueService;
    const search = createAssistantSearch(catalogue);
    await search({ query: 'red cotton summer dress shoes', store: null, minPriceUsd: 5, maxPriceUsd: 20 });
    // Three default stores; the whole text and up to 3 words, priced and unpriced.
    expect(most).toBeLessThanOrEqual(3);
    expect(searches).toBeLessThanOrEqual(3 * 4 * 2);
    expect(searches).toBeGreaterThan(3);
  });
});
