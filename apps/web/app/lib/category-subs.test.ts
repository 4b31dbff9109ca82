import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@fardin/core/contract-foundation';
import { categoryHeads, loadSubLists } from './category-subs';

/**
 * Decision 0027: pages carry the category tree without sub-lists; the sub-lists come once from
 * /api/setting when a menu first opens. A head that kept `sub` would ship the bytes again; a second
 * request per menu, or a failure kept for good, would show on every page.
 */
const category = (id: number, subTitle: string): Category =>
  ({
    id,
    title: { kh: `k${id}`, en: `e${id}`, zh: `z${id}` },
    search: `s${id}`,
    icon: `/c/${id}.svg`,
    arrow: true,
    sub: [{ title: { kh: subTitle, en: subTitle, zh: subTitle }, list: [subTitle] }],
  }) as unknown as Category;

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('categoryHeads', () => {
  it("keeps id, title, search and icon; drops the sub-lists and the mobile client's arrow", () => {
    expect(categoryHeads([category(3, 'Dresses')])).toEqual([
      { id: 3, title: { kh: 'k3', en: 'e3', zh: 'z3' }, search: 's3', icon: '/c/3.svg' },
    ]);
  });
});

describe('loadSubLists', () => {
  it('a failed request is not kept: the next call asks again, then one answer serves every later call', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(503))
      .mockResolvedValue(answer(200, { data: [category(1, 'Shoes'), category(2, 'Bags')] }));
    vi.stubGlobal('fetch', fetch);
    await expect(loadSubLists()).rejects.toThrow('/api/setting 503');
    const [first, second] = await Promise.all([loadSubLists(), loadSubLists()]);
    expect(first).toBe(second);
    expect(await loadSubLists()).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0]).toBe('/api/setting');
    expect(first.get(2)?.[0]?.list).toEqual(['Bags']);
  });
});
