import { describe, expect, it } from 'vitest';
import type { AdminSubCategory } from '@fardin/core/contract-admin';
import type { Category } from '@fardin/core/contract-foundation';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken } from './admin-fixtures';

type Subs = { data: { category: { id: number; title: { en: string } }; subs: AdminSubCategory[] } };
type Audit = { data: { action: string; details: Record<string, unknown> }[] };

describe.each(TEST_DB_KINDS)('back office sub-categories on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;
  let parentId: number;

  const subs = async () =>
    (await t.call<Subs>('GET', `/api/admin/categories/${parentId}/sub-categories`, { token: admin })).body.data.subs;
  const audit = async (id: number) =>
    (await t.call<Audit>('GET', `/api/admin/audit?target_type=sub_category&target_id=${id}`, { token: admin })).body
      .data;

  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopper = await t.tokenFor(DEMO_SHOPPER);
    const reference = await t.call<{ data: { categories: { id: string }[] } }>('GET', '/api/admin/reference', {
      token: admin,
    });
    parentId = Number(reference.body.data.categories[0]!.id);
  });

  it('answers 404 to guests and shoppers and 403 to staff on every sub-category call', async () => {
    const body = { title: { kh: 'ក', en: 'A' }, keywords: ['a'] };
    const calls: [string, string, unknown][] = [
      ['GET', `/api/admin/categories/${parentId}/sub-categories`, undefined],
      ['POST', `/api/admin/categories/${parentId}/sub-categories`, body],
      ['PUT', '/api/admin/sub-categories/1', body],
      ['POST', '/api/admin/sub-categories/1/move', { direction: 'up' }],
      ['POST', '/api/admin/sub-categories/1/visibility', { visible: false }],
    ];
    for (const [method, path, sent] of calls) {
      const withBody = sent === undefined ? {} : { body: sent };
      expect((await t.call(method, path, withBody)).status, `${method} ${path} guest`).toBe(404);
      expect((await t.call(method, path, { token: shopper, ...withBody })).status, `${method} ${path} shopper`).toBe(
        404,
      );
      expect((await t.call(method, path, { token: staff, ...withBody })).status, `${method} ${path} staff`).toBe(403);
    }
  });

  it('lists, creates, renames, moves and hides sub-categories; the shop menu follows; every change audited', async () => {
    const before = await subs();
    expect(before.length).toBeGreaterThan(1);
    expect(before[0]).toMatchObject({
      title: { kh: expect.any(String), en: expect.any(String), zh: expect.any(String) },
      keywords: expect.any(Array),
      visible: true,
    });
    expect((await t.call('GET', '/api/admin/categories/999999/sub-categories', { token: admin })).status).toBe(404);
    // A sub-category is not a parent.
    expect(
      (await t.call('GET', `/api/admin/categories/${before[0]!.id}/sub-categories`, { token: admin })).status,
    ).toBe(404);

    const created = await t.call<{ data: { id: number } }>('POST', `/api/admin/categories/${parentId}/sub-categories`, {
      token: admin,
      body: { title: { kh: 'ស្បែកជើងកីឡា', en: 'Trainers', zh: '' }, keywords: ['trainers', 'sneakers'] },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    let rows = await subs();
    expect(rows[rows.length - 1]).toMatchObject({
      id,
      title: { kh: 'ស្បែកជើងកីឡា', en: 'Trainers', zh: 'Trainers' },
      keywords: ['trainers', 'sneakers'],
      position: before.length,
      visible: true,
    });
    expect(
      (
        await t.call('POST', `/api/admin/categories/${parentId}/sub-categories`, {
          token: admin,
          body: { title: { kh: 'x', en: 'x' }, keywords: [] },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await t.call('POST', `/api/admin/categories/${parentId}/sub-categories`, {
          token: admin,
          body: { title: { kh: '', en: 'x' }, keywords: ['x'] },
        })
      ).status,
    ).toBe(422);

    expect(
      (
        await t.call('PUT', `/api/admin/sub-categories/${id}`, {
          token: admin,
          body: { title: { kh: 'ស្បែកជើងរត់', en: 'Running shoes', zh: '跑鞋' }, keywords: ['running shoes'] },
        })
      ).status,
    ).toBe(200);
    expect((await subs()).find((s) => s.id === id)).toMatchObject({
      title: { kh: 'ស្បែកជើងរត់', en: 'Running shoes', zh: '跑鞋' },
      keywords: ['running shoes'],
    });
    expect(
      (
        await t.call('PUT', `/api/admin/sub-categories/${parentId}`, {
          token: admin,
          body: { title: { kh: 'x', en: 'x' }, keywords: ['x'] },
        })
      ).status,
    ).toBe(404);

    expect(
      (await t.call('POST', `/api/admin/sub-categories/${id}/move`, { token: admin, body: { direction: 'up' } }))
        .status,
    ).toBe(200);
    rows = await subs();
    expect(rows.map((r) => r.id).indexOf(id)).toBe(rows.length - 2);
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    expect(
      (await t.call('POST', `/api/admin/sub-categories/${id}/move`, { token: admin, body: { direction: 'sideways' } }))
        .status,
    ).toBe(422);

    const hidden = rows[0]!;
    expect(
      (
        await t.call('POST', `/api/admin/sub-categories/${hidden.id}/visibility`, {
          token: admin,
          body: { visible: false },
        })
      ).status,
    ).toBe(200);
    expect((await subs()).find((s) => s.id === hidden.id)?.visible).toBe(false);
    const menu = (await t.call<{ data: Category[] }>('GET', '/api/setting')).body.data.find((c) => c.id === parentId)!;
    const names = menu.sub.map((s) => s.title.en);
    expect(names).toContain('Running shoes');
    expect(names).not.toContain(hidden.title.en);
    expect(names.indexOf('Running shoes')).toBe(names.length - 2);

    expect((await audit(id)).map((e) => e.action)).toEqual([
      'sub_category.move',
      'sub_category.update',
      'sub_category.create',
    ]);
    expect((await audit(id))[1]!.details).toMatchObject({
      before: { title: { en: 'Trainers' } },
      after: { title: { en: 'Running shoes' } },
    });
    expect((await audit(hidden.id)).map((e) => e.action)).toEqual(['sub_category.hide']);
  });
});
