import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@fardin/core/assistant-intent';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';

describe.each(TEST_DB_KINDS)('assistant on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers an English request with real product cards within the price', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: 'red running shoes under $40 from taobao' } });
    expect(res.status).toBe(200);
    expect(res.body.intent).toMatchObject({ store: 'taobao', colour: 'red', max_price: 40 });
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(p.store).toBe('taobao');
      expect(p.link).toMatch(/^\/product\/taobao\//);
      expect(p.price_usd ?? 0).toBeLessThanOrEqual(40);
    }
    const detail = await t.call('GET', `/api/taobao?api=item_detail_simple&num_iid=${res.body.products[0]!.id}`);
    expect(detail.status).toBe(200);
  });

  it('answers a Khmer request in Khmer', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: 'កាបូបស្ពាយ ក្រោម 30 ដុល្លារ' } });
    expect(res.status).toBe(200);
    expect(res.body.reply).toMatch(/[\u1780-\u17ff]/);
    expect(res.body.products.length).toBeGreaterThan(0);
  });

  it('says so instead of inventing products when nothing matches', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: 'zzqxw unicorn saddle from amazon' } });
    expect(res.body.products).toEqual([]);
    expect(res.body.reply).toContain("couldn't find");
  });

  it('refuses script tags and empty messages', async () => {
    const res = await t.call<{ message: string }>('POST', '/api/chat', { body: { message: '<script>alert(1)</script> shoes' } });
    expect(res).toMatchObject({ status: 422, body: { message: 'Please write your request without HTML tags' } });
    expect((await t.call('POST', '/api/chat', { body: { message: '' } })).status).toBe(422);
  });
});
