import { describe, expect, it } from 'vitest';
import type {
  AdminBlogCategory,
  AdminBlogPost,
  AdminBlogPostRow,
  BlogCategory,
  BlogPage,
  BlogPost,
} from '@fardin/core/contract-content';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { DEMO_ADMIN, DEMO_SHOPPER, staffToken } from './admin-fixtures';

type Audit = { data: { action: string; target_type: string; target_id: string; details: Record<string, unknown> }[] };

describe.each(TEST_DB_KINDS)('back office blog posts and categories on %s', (kind) => {
  let admin: string;
  let staff: string;
  let shopper: string;

  const audit = async (type: string, id: number) =>
    (await t.call<Audit>('GET', `/api/admin/audit?target_type=${type}&target_id=${id}`, { token: admin })).body.data;
  const categories = async () =>
    (await t.call<{ data: AdminBlogCategory[] }>('GET', '/api/admin/blog/categories', { token: staff })).body.data;
  const post = async (id: number) =>
    (await t.call<{ data: AdminBlogPost }>('GET', `/api/admin/blog/posts/${id}`, { token: staff })).body.data;
  const editable = (p: AdminBlogPost) => ({
    slug: p.slug,
    category_id: p.category_id,
    image: p.image,
    author: p.author,
    published: p.published,
    texts: p.texts,
  });

  const t = useTestApp(kind, async (t) => {
    admin = await t.tokenFor(DEMO_ADMIN);
    staff = await staffToken(t, admin);
    shopper = await t.tokenFor(DEMO_SHOPPER);
  });

  it('answers 404 to guests and shoppers on every blog call; staff may use them all', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/blog/posts', undefined],
      ['GET', '/api/admin/blog/posts/1', undefined],
      [
        'PUT',
        '/api/admin/blog/posts/1',
        {
          slug: 'x',
          category_id: 1,
          image: '/x.png',
          author: 'A',
          published: true,
          texts: [{ locale: 'kh', title: 'T', excerpt: '', body: '' }],
        },
      ],
      ['GET', '/api/admin/blog/categories', undefined],
      ['POST', '/api/admin/blog/categories', { slug: 'x', name: { kh: 'x', en: 'x' } }],
      ['PUT', '/api/admin/blog/categories/1', { name: { kh: 'x', en: 'x' } }],
      ['POST', '/api/admin/blog/categories/1/move', { direction: 'up' }],
      ['POST', '/api/admin/blog/categories/1/visibility', { visible: false }],
      ['DELETE', '/api/admin/blog/categories/1', undefined],
    ];
    for (const [method, path, body] of calls) {
      const withBody = body === undefined ? {} : { body };
      expect((await t.call(method, path, withBody)).status, `${method} ${path} guest`).toBe(404);
      expect((await t.call(method, path, { token: shopper, ...withBody })).status, `${method} ${path} shopper`).toBe(
        404,
      );
    }
    const list = await t.call<{ data: AdminBlogPostRow[]; total: number }>(
      'GET',
      '/api/admin/blog/posts?row_per_page=5',
      { token: staff },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(5);
    expect(list.body.total).toBeGreaterThan(5);
    expect(list.body.data[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      title_kh: expect.any(String),
      published: true,
    });
    const search = await t.call<{ data: AdminBlogPostRow[] }>('GET', '/api/admin/blog/posts?q=taobao', {
      token: staff,
    });
    expect(search.body.data.map((p) => p.slug)).toContain('how-to-order-from-taobao');
  });

  it('edits a post per language, sanitises the new body, shows it publicly and audits the change', async () => {
    const list = (await t.call<BlogPage>('GET', '/api/blog?lang=en&row_per_page=50')).body.data;
    const id = list.find((p) => p.slug === 'how-to-order-from-taobao')!.id;
    const before = await post(id);
    expect(before.texts.map((x) => x.locale)).toEqual(['kh', 'en', 'zh']);
    const texts = before.texts.map((x) =>
      x.locale === 'en'
        ? {
            ...x,
            title: 'Ordering from Taobao, <b>updated</b>',
            body: '<p onclick="x()">New steps</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>',
          }
        : x,
    );
    const res = await t.call<{ data: { changed: string[] } }>('PUT', `/api/admin/blog/posts/${id}`, {
      token: staff,
      body: { ...editable(before), texts },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.changed.sort()).toEqual(['body_en', 'title_en']);
    const after = await post(id);
    const en = after.texts.find((x) => x.locale === 'en')!;
    expect(en.title).toBe('Ordering from Taobao, updated');
    expect(en.body).not.toMatch(/script|onclick|javascript:/);
    const shown = await t.call<{ data: BlogPost }>('GET', `/api/blog/${id}?lang=en`);
    expect(shown.body.data.title).toBe('Ordering from Taobao, updated');
    expect(shown.body.data.body).toContain('<p>New steps</p>');
    expect((await t.call<{ data: BlogPost }>('GET', `/api/blog/${id}?lang=kh`)).body.data.title).toBe(
      before.texts[0]!.title,
    );
    const entries = await audit('blog_post', id);
    expect(entries[0]).toMatchObject({
      action: 'blog.update',
      details: { changed: expect.arrayContaining(['title_en', 'body_en']) },
    });

    // Dropping a language removes it: the public page falls back to Khmer.
    const withoutZh = after.texts.filter((x) => x.locale !== 'zh');
    expect(
      (
        await t.call('PUT', `/api/admin/blog/posts/${id}`, {
          token: staff,
          body: { ...editable(after), texts: withoutZh },
        })
      ).status,
    ).toBe(200);
    expect((await t.call<{ data: BlogPost }>('GET', `/api/blog/${id}?lang=zh`)).body.data.lang).toBe('kh');
  });

  it('a category_id past the database integer (2^31 and more) is a 422 on POST and PUT, never a 500', async () => {
    const { data: rows } = (
      await t.call<{ data: AdminBlogPostRow[] }>('GET', '/api/admin/blog/posts?row_per_page=1', { token: staff })
    ).body;
    const p = await post(rows[0]!.id);
    for (const category_id of [2 ** 31, 2 ** 53, 1e300]) {
      const body = { ...editable(p), slug: 'too-big-category', category_id };
      const created = await t.call<{ code: string; field?: string }>('POST', '/api/admin/blog/posts', {
        token: staff,
        body,
      });
      expect(created.status, `POST ${category_id}`).toBe(422);
      expect(created.body.field).toBe('category_id');
      const edited = await t.call('PUT', `/api/admin/blog/posts/${p.id}`, {
        token: staff,
        body: { ...editable(p), category_id },
      });
      expect(edited.status, `PUT ${category_id}`).toBe(422);
    }
  });

  it('unpublishes and republishes a post, and refuses bad edits with 404/409/422', async () => {
    const { data: rows, total } = (
      await t.call<{ data: AdminBlogPostRow[]; total: number }>('GET', '/api/admin/blog/posts?row_per_page=50', {
        token: staff,
      })
    ).body;
    const [first, second] = rows;
    const p = await post(first!.id);
    expect(
      (
        await t.call('PUT', `/api/admin/blog/posts/${p.id}`, {
          token: staff,
          body: { ...editable(p), published: false },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/blog/${p.id}`)).status).toBe(404);
    const publicList = (await t.call<BlogPage>('GET', '/api/blog?row_per_page=50')).body;
    expect(publicList.data.map((x) => x.id)).not.toContain(p.id);
    expect(publicList.total).toBe(total - 1);
    expect((await post(p.id)).published).toBe(false);
    expect(
      (
        await t.call('PUT', `/api/admin/blog/posts/${p.id}`, {
          token: staff,
          body: { ...editable(p), published: true },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/blog/${p.id}`)).status).toBe(200);
    expect((await audit('blog_post', p.id)).slice(0, 2).map((e) => e.details.published)).toEqual([true, false]);

    const body = editable(p);
    expect((await t.call('PUT', '/api/admin/blog/posts/999999', { token: staff, body })).status).toBe(404);
    const taken = await t.call<{ message: string }>('PUT', `/api/admin/blog/posts/${p.id}`, {
      token: staff,
      body: { ...body, slug: second!.slug },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('address name');
    expect(
      (await t.call('POST', '/api/admin/blog/posts', { token: staff, body: { ...body, slug: second!.slug } })).status,
    ).toBe(409);
    expect(
      (await t.call('PUT', `/api/admin/blog/posts/${p.id}`, { token: staff, body: { ...body, category_id: 999999 } }))
        .status,
    ).toBe(422);
    expect(
      (await t.call('PUT', `/api/admin/blog/posts/${p.id}`, { token: staff, body: { ...body, texts: [] } })).status,
    ).toBe(422);
    expect(
      (await t.call('PUT', `/api/admin/blog/posts/${p.id}`, { token: staff, body: { ...body, slug: 'Bad Slug' } }))
        .status,
    ).toBe(422);
    expect(
      (await t.call('PUT', `/api/admin/blog/posts/${p.id}`, { token: staff, body: { ...body, published: undefined } }))
        .status,
    ).toBe(422);
    expect(
      (
        await t.call('PUT', `/api/admin/blog/posts/${p.id}`, {
          token: staff,
          body: { ...body, texts: [body.texts[0], body.texts[0]] },
        })
      ).status,
    ).toBe(422);
  });

  it('creates, renames, orders, hides and deletes blog categories, audited; never deletes one with posts', async () => {
    const created = await t.call<{ data: { id: number } }>('POST', '/api/admin/blog/categories', {
      token: staff,
      body: { slug: 'shipping-news', name: { kh: 'ព័ត៌មានដឹកជញ្ជូន', en: 'Shipping news', zh: '' } },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    let all = await categories();
    expect(all[all.length - 1]).toMatchObject({
      id,
      slug: 'shipping-news',
      name: { kh: 'ព័ត៌មានដឹកជញ្ជូន', en: 'Shipping news', zh: 'Shipping news' },
      visible: true,
      posts: 0,
    });
    expect(
      (
        await t.call('POST', '/api/admin/blog/categories', {
          token: staff,
          body: { slug: 'shipping-news', name: { kh: 'x', en: 'x' } },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.call('POST', '/api/admin/blog/categories', {
          token: staff,
          body: { slug: 'no-khmer', name: { kh: '', en: 'x' } },
        })
      ).status,
    ).toBe(422);

    expect(
      (
        await t.call('PUT', `/api/admin/blog/categories/${id}`, {
          token: staff,
          body: { name: { kh: 'ដំណឹងដឹកជញ្ជូន', en: 'Delivery news', zh: '运输新闻' } },
        })
      ).status,
    ).toBe(200);
    expect((await categories()).find((c) => c.id === id)?.name).toEqual({
      kh: 'ដំណឹងដឹកជញ្ជូន',
      en: 'Delivery news',
      zh: '运输新闻',
    });
    expect(
      (await t.call('PUT', '/api/admin/blog/categories/999999', { token: staff, body: { name: { kh: 'x', en: 'x' } } }))
        .status,
    ).toBe(404);

    expect(
      (await t.call('POST', `/api/admin/blog/categories/${id}/move`, { token: staff, body: { direction: 'up' } }))
        .status,
    ).toBe(200);
    all = await categories();
    expect(all[all.length - 2]!.id).toBe(id);
    const publicTabs = (await t.call<{ data: BlogCategory[] }>('GET', '/api/blog_categories')).body.data;
    expect(publicTabs[publicTabs.length - 2]!.name.en).toBe('Delivery news');

    // A category with posts: 409 on delete, hidden instead (its tab and posts leave the public blog).
    const used = all.find((c) => c.posts > 0)!;
    const refused = await t.call<{ message: string }>('DELETE', `/api/admin/blog/categories/${used.id}`, {
      token: staff,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('hide the category instead');
    expect(
      (
        await t.call('POST', `/api/admin/blog/categories/${used.id}/visibility`, {
          token: staff,
          body: { visible: false },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call<{ data: BlogCategory[] }>('GET', '/api/blog_categories')).body.data.map((c) => c.id),
    ).not.toContain(used.id);
    expect((await t.call<BlogPage>('GET', `/api/blog?category_id=${used.id}`)).body.total).toBe(0);
    expect(
      (
        await t.call('POST', `/api/admin/blog/categories/${used.id}/visibility`, {
          token: staff,
          body: { visible: true },
        })
      ).status,
    ).toBe(200);
    expect((await t.call<BlogPage>('GET', `/api/blog?category_id=${used.id}`)).body.total).toBe(used.posts);

    expect((await t.call('DELETE', `/api/admin/blog/categories/${id}`, { token: staff })).status).toBe(200);
    expect((await categories()).map((c) => c.id)).not.toContain(id);
    expect((await t.call('DELETE', `/api/admin/blog/categories/${id}`, { token: staff })).status).toBe(404);

    expect((await audit('blog_category', id)).map((e) => e.action).sort()).toEqual([
      'blog.category.create',
      'blog.category.delete',
      'blog.category.move',
      'blog.category.rename',
    ]);
    expect((await audit('blog_category', id)).find((e) => e.action === 'blog.category.rename')?.details).toMatchObject({
      before: { name: { en: 'Shipping news' } },
      after: { name: { en: 'Delivery news' } },
    });
    expect((await audit('blog_category', used.id)).map((e) => e.action)).toEqual([
      'blog.category.show',
      'blog.category.hide',
    ]);
  });
});
