import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { translations, products } from '@fardin/db/schema/catalogue';
import type { DetailAnswer, SearchAnswer } from '@fardin/core/contract-catalogue';
import type { CartAnswer, OrderDetailAnswer, Quote, WishlistItem } from '@fardin/core/contract-commerce';
import { glossaryTranslate } from '../../integrations/translation/glossary';
import {
  createTranslator,
  glossaryProvider,
  type TranslationProvider,
} from '../../integrations/translation/translator';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { createProductLocalizer } from './localize';
import { translationCache } from './translation-cache';

const RUNNING = '高品质跑步运动鞋';

describe('the glossary reads the demo catalogue in every language', () => {
  it('translates titles with their prefix, options and values', () => {
    expect(glossaryTranslate(RUNNING, 'km')).toBe('គុណភាពខ្ពស់ ស្បែកជើងប៉ាតារត់');
    expect(glossaryTranslate(RUNNING, 'en')).toBe('Premium Running sneakers');
    expect(glossaryTranslate('Classic Leather sandals', 'zh')).toBe('经典真皮凉鞋');
    expect(glossaryTranslate('프리미엄 러닝 운동화', 'km')).toBe('គុណភាពខ្ពស់ ស្បែកជើងប៉ាតារត់');
    for (const [text, km] of [
      ['颜色', 'ពណ៌'],
      ['黑色', 'ខ្មៅ'],
      ['尺码', 'ទំហំ'],
      ['Color', 'ពណ៌'],
      ['Size', 'ទំហំ'],
      ['색상', 'ពណ៌'],
    ] as const)
      expect(glossaryTranslate(text, 'km'), text).toBe(km);
    expect(glossaryTranslate('Color', 'zh')).toBe('颜色');
  });

  it('keeps what it does not know (brand names, models) and translates the rest', () => {
    expect(glossaryTranslate('小米 无线耳机 Pro 5', 'km')).toBe('小米 កាសឥតខ្សែ Pro 5');
    expect(glossaryTranslate('Xiaomi Redmi', 'km')).toBeNull();
    // One Khmer letter (ស, white) is never matched inside a word.
    expect(glossaryTranslate('សំពត់ផ្នត់', 'en')).toBe('Pleated skirt');
  });
});

describe('the product localizer', () => {
  /** The glossary behind a counter: how many batches and texts reach the translator. */
  function counted() {
    const calls: string[][] = [];
    const translator = {
      async translateMany(texts: readonly string[], target: 'en' | 'km' | 'zh') {
        calls.push([...texts]);
        return new Map(texts.map((t) => [t, { text: glossaryTranslate(t, target) ?? t, source: 'glossary' }]));
      },
    };
    return { calls, localizer: createProductLocalizer(translator) };
  }

  it('answers a whole list in one batch, each text once, the original kept', async () => {
    const { calls, localizer } = counted();
    const lines: { title: string; variant: string | null }[] = [
      { title: RUNNING, variant: '颜色: 黑色, 尺码: 40' },
      { title: RUNNING, variant: '颜色: 红色, 尺码: 41' },
    ];
    const out = await localizer.lines(
      lines,
      'km',
      (l) => l,
      (l, text) => ({ ...l, ...text }),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.filter((t) => t === RUNNING)).toHaveLength(1);
    expect(out[0]).toMatchObject({
      title: 'គុណភាពខ្ពស់ ស្បែកជើងប៉ាតារត់',
      title_original: RUNNING,
      variant: 'ពណ៌: ខ្មៅ, ទំហំ: 40',
      variant_original: '颜色: 黑色, 尺码: 40',
    });
    expect(out[1]!.variant).toBe('ពណ៌: ក្រហម, ទំហំ: 41');
  });

  it('changes nothing without a language (the mobile client)', async () => {
    const { calls, localizer } = counted();
    const lines = [{ title: RUNNING }];
    expect(
      await localizer.lines(
        lines,
        undefined,
        (l) => l,
        (l, text) => ({ ...l, ...text }),
      ),
    ).toEqual(lines);
    expect(calls).toHaveLength(0);
  });

  it("prefers the catalogue's own title in that language over a translation", async () => {
    const { localizer } = counted();
    const [item] = await localizer.summaries(
      [
        {
          num_iid: '1',
          store: 'taobao',
          country: 'CN',
          title: RUNNING,
          titles: { kh: 'ស្បែកជើងរបស់ហាង' },
          pic: '',
          price: 1,
          promotion_price: null,
          currency: 'CNY',
          price_usd: 0.15,
          sales: 0,
          detail_url: '',
          demo: true,
        },
      ],
      'km',
    );
    expect(item).toMatchObject({ title: 'ស្បែកជើងរបស់ហាង', title_original: RUNNING });
  });
});

describe.each(TEST_DB_KINDS)('product text in the page language on %s', (kind) => {
  const t = useTestApp(kind);

  it("reads a cached translation before asking anyone, and keeps a paid provider's answer", async () => {
    const hash = createHash('sha256').update('缓存里的标题').digest('hex');
    await t.opened.db.insert(translations).values({
      lang: 'km',
      sourceHash: hash,
      sourceText: '缓存里的标题',
      translated: 'ចំណងជើងក្នុងឃ្លាំង',
      provider: 'google',
    });
    let asked = 0;
    const provider: TranslationProvider = { name: 'paid', translate: async (text) => ((asked += 1), `km:${text}`) };
    const translator = createTranslator(translationCache(t.opened.db), provider);
    const found = await translator.translateMany(['缓存里的标题', '新的标题', 'ស្បែកជើង'], 'km');
    expect(found.get('缓存里的标题')).toEqual({ text: 'ចំណងជើងក្នុងឃ្លាំង', source: 'google' });
    expect(found.get('新的标题')).toEqual({ text: 'km:新的标题', source: 'paid' });
    expect(found.get('ស្បែកជើង')?.text).toBe('ស្បែកជើង');
    expect(asked).toBe(1);
    // Asked again: the paid answer now comes from the cache.
    await translator.translateMany(['新的标题'], 'km');
    expect(asked).toBe(1);
    // The glossary is never cached (it is instant and improves with the code).
    await createTranslator(translationCache(t.opened.db), glossaryProvider).translateMany([RUNNING], 'km');
    const rows = await t.opened.db.select().from(translations);
    expect(rows.map((r) => r.sourceText).sort()).toEqual(['新的标题', '缓存里的标题'].sort());
  });

  it('search lines: lang=kh gives Khmer titles and the original; no lang leaves them as stored', async () => {
    const kh = await t.call<SearchAnswer>(
      'GET',
      `/api/taobao?api=item_search&q=${encodeURIComponent('跑步运动鞋')}&lang=kh`,
    );
    expect(kh.status).toBe(200);
    const line = kh.body.result.item.find((i) => i.title_original === RUNNING);
    expect(line?.title).toBe('គុណភាពខ្ពស់ ស្បែកជើងប៉ាតារត់');
    const plain = await t.call<SearchAnswer>(
      'GET',
      `/api/taobao?api=item_search&q=${encodeURIComponent('跑步运动鞋')}`,
    );
    expect(plain.body.result.item.map((i) => i.title)).toContain(RUNNING);
    expect(plain.body.result.item.every((i) => i.title_original === undefined)).toBe(true);
    expect((await t.call('GET', '/api/taobao?api=item_search&q=x&lang=fr')).status).toBe(422);
  });

  it('product detail: title, option names and values in the page language, originals beside them', async () => {
    const search = await t.call<SearchAnswer>('GET', `/api/taobao?api=item_search&q=${encodeURIComponent(RUNNING)}`);
    const id = search.body.result.item.find((i) => i.title === RUNNING)!.num_iid;
    for (const [lang, colour, black] of [
      ['kh', 'ពណ៌', 'ខ្មៅ'],
      ['en', 'Color', 'Black'],
    ] as const) {
      const res = await t.call<DetailAnswer>('GET', `/api/taobao?api=item_detail_simple&num_iid=${id}&lang=${lang}`);
      const item = res.body.result.item;
      expect(item.props[0]).toMatchObject({ name: colour, name_original: '颜色' });
      expect(item.props[0]!.values[0]).toMatchObject({ name: black, name_original: '黑色' });
      expect(item.title_original).toBe(RUNNING);
    }
    const plain = await t.call<DetailAnswer>('GET', `/api/taobao?api=item_detail_simple&num_iid=${id}`);
    expect(plain.body.result.item.props[0]!.name).toBe('颜色');
  });

  it("product detail: the demo catalogue's description in the page language, a seller's own marked with its language", async () => {
    const detail = async (lang: string) =>
      (await t.call<DetailAnswer>('GET', `/api/taobao?api=item_detail_simple&num_iid=600000000001${lang}`)).body.result
        .item;
    const kh = await detail('&lang=kh');
    expect(kh.description).toMatch(/^ទំនិញសាកល្បង — [\u1780-\u17ff]/);
    expect(kh.description).not.toMatch(/[A-Za-z\u4e00-\u9fff]/);
    expect(kh.description_lang).toBe('km');
    const zh = await detail('&lang=zh');
    expect(zh.description).toMatch(/^演示商品 — /);
    expect(zh.description_lang).toBe('zh');
    // The mobile client (no lang) reads the stored text, as before.
    const stored = await detail('');
    expect(stored.description).toMatch(/^DEMO — [\u4e00-\u9fff]/);
    expect(stored.description_lang).toBeUndefined();
    // A product without the page's language: the seller's words as written, their language said.
    await t.opened.db.insert(products).values({
      store: 'taobao',
      sourceId: '699000000001',
      country: 'CN',
      title: '纯棉短袖',
      currency: 'CNY',
      priceCents: 3900,
      priceUsdCents: 585,
      images: [],
      description: '卖家自己写的描述：纯棉，透气。',
    });
    const seller = (
      await t.call<DetailAnswer>('GET', '/api/taobao?api=item_detail_simple&num_iid=699000000001&lang=kh')
    ).body.result.item;
    expect(seller.description).toBe('卖家自己写的描述：纯棉，透气。');
    expect(seller.description_lang).toBe('zh');
  });

  it('cart and wishlist lines follow lang=, the stored text kept as the original', async () => {
    const token = await t.tokenFor('+85510000001');
    const search = await t.call<SearchAnswer>('GET', `/api/taobao?api=item_search&q=${encodeURIComponent(RUNNING)}`);
    const id = search.body.result.item.find((i) => i.title === RUNNING)!.num_iid;
    const detail = await t.call<DetailAnswer>('GET', `/api/taobao?api=item_detail_simple&num_iid=${id}`);
    const sku = detail.body.result.item.skus.find((s) => s.quantity > 0)!;
    expect(
      (
        await t.call('POST', '/api/cart/add', {
          token,
          body: { product_id: id, type: 'taobao', quantity: 1, variant: sku.sku_id },
        })
      ).status,
    ).toBe(201);
    await t.call('POST', '/api/wishlist/add', { token, body: { product_id: id, type: 'taobao' } });
    const cart = await t.call<CartAnswer>('GET', '/api/cart?lang=kh', { token });
    const line = cart.body.data.taobao!.find((l) => l.product_id === id)!;
    expect(line.title).toBe('គុណភាពខ្ពស់ ស្បែកជើងប៉ាតារត់');
    expect(line.title_original).toBe(RUNNING);
    expect(line.variant_name).toMatch(/^ពណ៌: \S+, ទំហំ: \d+$/);
    expect(line.variant_name_original).toMatch(/^颜色: /);
    const zh = await t.call<CartAnswer>('GET', '/api/cart?lang=zh', { token });
    expect(zh.body.data.taobao![0]!.title).toBe(RUNNING);
    const wish = await t.call<{ data: Record<string, WishlistItem[]> }>('GET', '/api/wishlist?lang=en', { token });
    expect(wish.body.data.taobao!.find((w) => w.product_id === id)).toMatchObject({
      title: 'Premium Running sneakers',
      title_original: RUNNING,
    });
    const plain = await t.call<CartAnswer>('GET', '/api/cart', { token });
    expect(plain.body.data.taobao![0]!.title).toBe(RUNNING);
    const quote = await t.call<{ data: Quote }>('POST', '/api/checkout/quote?lang=kh', {
      token,
      body: { type: 'taobao', items: [line.id] },
    });
    expect(quote.body.data.lines[0]).toMatchObject({ title: 'គុណភាពខ្ពស់ ស្បែកជើងប៉ាតារត់', title_original: RUNNING });
    expect(quote.body.data.lines[0]!.variant).toMatch(/^ពណ៌: /);
    const placed = await t.call<{ data: { id: number } }>('POST', '/api/checkout', {
      token,
      body: {
        checkout_type: 'buy_now',
        type: 'taobao',
        product_id: id,
        quantity: 1,
        variant_option_id: sku.sku_id,
        address: 'Home',
        delivery: 'warehouse',
        payment_type: 'cod',
      },
    });
    expect(placed.status).toBeLessThan(300);
    const order = await t.call<{ data: OrderDetailAnswer }>(
      'GET',
      `/api/checkout/history/detail/${placed.body.data.id}?envelope=1&lang=en`,
      { token },
    );
    expect(order.body.data.lines[0]).toMatchObject({
      product_name: 'Premium Running sneakers',
      product_name_original: RUNNING,
    });
    expect(order.body.data.lines[0]!.variant).toMatch(/^Color: \w+, Size: \d+$/);
  });

  it('a Khmer word finds an own product titled only in Chinese (the words are searched translated too)', async () => {
    await t.opened.db.insert(products).values({
      store: 'fardin',
      sourceId: 'FDZH0001',
      country: 'KH',
      title: '徒步凉鞋 Trekker',
      currency: 'USD',
      priceCents: 1500,
      priceUsdCents: 1500,
      images: [],
      category: 'shoes-bags',
    });
    const res = await t.call<SearchAnswer>(
      'GET',
      `/api/fardin?api=item_search&q=${encodeURIComponent('ស្បែកជើងផ្ទាត់')}&lang=kh`,
    );
    const found = res.body.result.item.find((i) => i.num_iid === 'FDZH0001');
    expect(found, JSON.stringify(res.body.result.item.map((i) => i.title))).toBeDefined();
    expect(found!.title).toBe('徒步 ស្បែកជើងផ្ទាត់ Trekker');
    expect(found!.title_original).toBe('徒步凉鞋 Trekker');
  });
});
