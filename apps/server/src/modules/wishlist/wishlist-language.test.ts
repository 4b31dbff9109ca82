import { describe, expect, it } from 'vitest';
import type { DetailAnswer } from '@fardin/core/contract-catalogue';
import type { WishlistItem } from '@fardin/core/contract-commerce';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { SHOPPER } from '../checkout/commerce-fixtures';

describe.each(TEST_DB_KINDS)('favourites in the page language on %s', (kind) => {
  let me: string;
  const t = useTestApp(kind, async (t) => {
    me = await t.tokenFor(SHOPPER);
  });

  it('shows the chosen variant in Khmer and Chinese with lang=, as stored without it', async () => {
    // A demo product of the shop with colours and sizes (its labels are English: "Color: Black, Size: M").
    const detail = await t.call<DetailAnswer>('GET', '/api/fardin?api=item_detail_simple&num_iid=FD00001');
    const sku = detail.body.result.item.skus[0]!;
    const added = await t.call('POST', '/api/wishlist/add', {
      token: me,
      body: { product_id: 'FD00001', type: 'fardin', variant: sku.sku_id },
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const list = (lang: string) =>
      t.call<{ data: Record<string, WishlistItem[]> }>('GET', `/api/wishlist?type=external${lang}`, { token: me });
    const stored = (await list('')).body.data.fardin![0]!.variant_name!;
    expect(stored).toMatch(/^Color: \w+, Size: \w+$/);
    const kh = (await list('&lang=kh')).body.data.fardin![0]!.variant_name!;
    expect(kh).toMatch(/^ពណ៌: [\u1780-\u17ff]+, ទំហំ: \w+$/);
    const zh = (await list('&lang=zh')).body.data.fardin![0]!.variant_name!;
    expect(zh).toMatch(/^颜色: [\u4e00-\u9fff]+, 尺码: \w+$/);
  });
});
