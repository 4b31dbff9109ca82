import { describe, expect, it } from 'vitest';
import { mapDetail } from './aggregator-mapping';

const ctx = { store: 'taobao', country: 'cn', rates: { CNY: 0.14 } };
const item = { num_iid: '123', title: 'Tee', price: '59.00' };

/** The seller of a marketplace product as the aggregator names it (decision 0038). */
describe('the seller of an aggregator detail', () => {
  it("reads family A's seller_info: the shop name and the shop id", () => {
    const body = { result: { item: { ...item, seller_info: { shop_name: '杭州棉屋', nick: 'cotton88', sid: 5730 } } } };
    expect(mapDetail(body, ctx)?.seller).toEqual({ id: '5730', name: '杭州棉屋' });
  });

  it("reads family B's flat fields: the seller's nick and id when there is no shop name", () => {
    const body = { error_code: '0000', item: { ...item, nick: 'cotton88', seller_id: '9911' } };
    expect(mapDetail(body, ctx)?.seller).toEqual({ id: '9911', name: 'cotton88' });
  });

  it('answers null when the aggregator names no seller, and a malformed seller field does not break the product', () => {
    expect(mapDetail({ result: { item } }, ctx)?.seller).toBeNull();
    const odd = mapDetail({ result: { item: { ...item, seller_info: 'n/a', nick: 42 } } }, ctx);
    expect(odd?.title).toBe('Tee');
    expect(odd?.seller).toBeNull();
  });
});
