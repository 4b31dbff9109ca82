import { describe, expect, it } from 'vitest';
import type { ChatAnswer } from '@fardin/core/assistant-intent';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';

describe.each(TEST_DB_KINDS)('assistant on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers an English request with real product cards within the price', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', {
      body: { message: 'red running shoes under $60 from taobao' },
    });
    expect(res.status).toBe(200);
    expect(res.body.intent).toMatchObject({ store: 'taobao', colour: 'red', max_price: 60 });
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(p).toMatchObject({ store: 'taobao', match: 'exact' });
      expect(p.link).toMatch(/^\/product\/taobao\//);
      expect(p.price_usd ?? 0).toBeLessThanOrEqual(60);
      // Running shoes only: never the sandals, bags or shorts that share a word.
      expect(p.title_original, p.title).toMatch(/跑步/);
      expect(p.title).toMatch(/Running sneakers/);
    }
    expect(res.body.reply).toMatch(/^Here/);
    const detail = await t.call('GET', `/api/taobao?api=item_detail_simple&num_iid=${res.body.products[0]!.id}`);
    expect(detail.status).toBe(200);
  });

  it('never presents a non-match as a match: nothing under the price says so and offers the closest, labelled', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', {
      body: { message: 'red running shoes under $3 from taobao' },
    });
    expect(res.status).toBe(200);
    expect(res.body.reply).toMatch(/^I found no “running shoes” from Taobao under \$3\.00\. The closest/);
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(p).toMatchObject({ match: 'closest', closest_reason: 'price' });
      expect(p.title_original).toMatch(/跑步/);
      expect(p.price_usd!).toBeGreaterThan(3);
    }
  });

  it("the issue's own request lists running shoes only, as matches within $30 or as the closest", async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', {
      body: { message: 'red running shoes under $30 from taobao' },
    });
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(p.title_original, p.title).toMatch(/跑步/);
      if (p.match === 'exact') expect(p.price_usd!).toBeLessThanOrEqual(30);
      else expect(res.body.reply).toMatch(/^I found no “running shoes”/);
    }
  });

  it('offers products sharing only some words as the closest, never as the thing asked for', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: 'running shorts from taobao' } });
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.every((p) => p.match === 'closest' && p.closest_reason === 'words')).toBe(true);
    expect(res.body.reply).toContain('match only some of your words');
  });

  it('shows the cards in the page language with the original title, and answers in it', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', {
      body: { message: 'running shoes from taobao', lang: 'kh' },
    });
    expect(res.body.reply).toMatch(/^នេះជាទំនិញ/);
    const card = res.body.products.find((p) => p.title_original === '高品质跑步运动鞋');
    expect(card?.title).toBe('គុណភាពខ្ពស់ ស្បែកជើងប៉ាតារត់');
  });

  it('answers delivery-fee questions from the area data', async () => {
    const en = await t.call<ChatAnswer>('POST', '/api/chat', {
      body: { message: 'How much is the delivery fee to Toul Kork?' },
    });
    expect(en.body).toMatchObject({
      products: [],
      reply: 'Delivery to Tuol Kouk (Phnom Penh) costs $1.00, usually within 3 hours.',
    });
    const kh = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: 'ថ្លៃដឹកទៅ បាត់ដំបង ប៉ុន្មាន?' } });
    expect(kh.body.reply).toMatch(/^ថ្លៃដឹកទៅ បាត់ដំបង .*\$\d+\.\d\d/);
    const zh = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: '运费多少？' } });
    expect(zh.body.reply).toMatch(/^金边市内运费为 \$1\.00–\$2\.50/);
    // A zone fee the back office changes is the one answered.
    const zones = await t.call<{ data: { code: string; service_fee: number }[] }>('GET', '/api/zones');
    expect(zones.body.data.find((z) => z.code === 'PP-TK')?.service_fee).toBe(1);
  });

  it('answers a Khmer request in Khmer', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: 'កាបូបស្ពាយ ក្រោម 30 ដុល្លារ' } });
    expect(res.status).toBe(200);
    expect(res.body.reply).toMatch(/[\u1780-\u17ff]/);
    expect(res.body.products.length).toBeGreaterThan(0);
  });

  it('says so instead of inventing products when nothing matches', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', {
      body: { message: 'zzqxw unicorn saddle from amazon' },
    });
    expect(res.body.products).toEqual([]);
    expect(res.body.reply).toContain("couldn't find");
  });

  it('answers an off-topic question with what it can help with, not with products', async () => {
    for (const [message, start] of [
      ["what's the weather today?", 'I can help you find products'],
      ['អាកាសធាតុថ្ងៃនេះយ៉ាងម៉េច?', 'ខ្ញុំអាចជួយរកទំនិញ'],
    ] as const) {
      const res = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message } });
      expect(res.body.products).toEqual([]);
      expect(res.body.reply.startsWith(start)).toBe(true);
    }
    // A shopping word still gets its products.
    const shoes = await t.call<ChatAnswer>('POST', '/api/chat', { body: { message: 'running shoes' } });
    expect(shoes.body.products.length).toBeGreaterThan(0);
  });

  it('names a district once when it is named as its province', async () => {
    const res = await t.call<ChatAnswer>('POST', '/api/chat', {
      body: { message: 'How much is the delivery fee to Siem Reap?' },
    });
    expect(res.body.reply).toMatch(/^Delivery to Siem Reap costs \$\d+\.\d\d/);
    expect(res.body.reply).not.toContain('Siem Reap, Siem Reap');
  });

  it('refuses script tags and empty messages', async () => {
    const res = await t.call<{ message: string }>('POST', '/api/chat', {
      body: { message: '<script>alert(1)</script> shoes' },
    });
    expect(res).toMatchObject({ status: 422, body: { message: 'Please write your request without HTML tags' } });
    expect((await t.call('POST', '/api/chat', { body: { message: '' } })).status).toBe(422);
  });
});
