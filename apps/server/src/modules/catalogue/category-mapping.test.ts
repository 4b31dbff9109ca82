import { describe, expect, it } from 'vitest';
import type { AdminSubCategory } from '@fardin/core/contract-admin';
import type { DetailAnswer, SearchAnswer } from '@fardin/core/contract-catalogue';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN } from '../admin/admin-fixtures';

type Reference = { data: { categories: { id: string; title: string }[] } };
type Subs = { data: { subs: AdminSubCategory[] } };

/**
 * Issue 18: the catalogue maps category ids to its categories from the database (through the
 * reference service), so sub-categories created, edited or hidden in the back office map at once
 * (the write drops the kept lists and answers), where the seed's list knew only top-level ones.
 */
describe.each(TEST_DB_KINDS)('catalogue category mapping after back-office edits on %s', (kind) => {
  let admin: string;
  let kidsId: number;
  let sub: AdminSubCategory;

  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    const reference = await t.call<Reference>('GET', '/api/admin/reference', { token: admin });
    kidsId = Number(reference.body.data.categories.find((c) => c.title === 'Toys, kids & baby')!.id);
    const subs = await t.call<Subs>('GET', `/api/admin/categories/${kidsId}/sub-categories`, { token: admin });
    sub = subs.body.data.subs.find((s) => s.title.en === 'Baby care')!;
  });

  const search = (query: string) => t.call<SearchAnswer>('GET', `/api/fardin?api=item_search&page_size=60&${query}`);
  const categoriesOf = async (answer: SearchAnswer) => {
    const found = new Set<string>();
    for (const item of answer.result.item) {
      const detail = await t.call<DetailAnswer>('GET', `/api/fardin?api=item_detail_simple&num_iid=${item.num_iid}`);
      found.add(String(detail.body.result.item.category));
    }
    return [...found].sort();
  };

  it('searches an edited sub-category keyword (cat_id = the sub-category, as the mobile client sends it) inside its parent category', async () => {
    // Before the edit (and kept by the caches): "bag" alone is a text search across categories.
    const before = await search('q=bag');
    expect(before.status).toBe(200);
    expect((await categoriesOf(before.body)).length).toBeGreaterThan(1);

    const edited = await t.call('PUT', `/api/admin/sub-categories/${sub.id}`, {
      token: admin,
      body: { title: { kh: 'កាបូបទារក', en: 'Nursery bags', zh: '妈咪包' }, keywords: ['bag', 'nursery'] },
    });
    expect(edited.status).toBe(200);
    const level = await t.call<{ data: { id: number; code: string }[] }>('GET', `/api/subcategories/${kidsId}`);
    expect(level.body.data.find((s) => s.id === sub.id)?.code).toBe('bag');

    const bySub = await search(`q=bag&cat_id=${sub.id}`);
    expect(bySub.body.result.item.length).toBeGreaterThan(0);
    expect(bySub.body.result.q).toBe('bag');
    expect(await categoriesOf(bySub.body)).toEqual(['kids']);
    // Without a category the text search is as it was.
    expect((await categoriesOf((await search('q=bag')).body)).length).toBeGreaterThan(1);
  });

  it('lists a sub-category created in the back office as its parent category, and stops when it is hidden', async () => {
    const created = await t.call<{ data: { id: number } }>('POST', `/api/admin/categories/${kidsId}/sub-categories`, {
      token: admin,
      body: { title: { kh: 'ក្មេងលេង', en: 'Playtime', zh: '玩耍' }, keywords: ['playtime'] },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const kids = await search('q=&cat_id=kids');
    const all = await search('q=');
    expect(all.body.result.total).toBeGreaterThan(kids.body.result.total);

    const listed = await search(`q=&cat_id=${id}`);
    expect(listed.body.result.total).toBe(kids.body.result.total);
    expect(await categoriesOf(listed.body)).toEqual(['kids']);

    expect(
      (await t.call('POST', `/api/admin/sub-categories/${id}/visibility`, { token: admin, body: { visible: false } }))
        .status,
    ).toBe(200);
    expect((await search(`q=&cat_id=${id}`)).body.result.total).toBe(all.body.result.total);
  });
});
