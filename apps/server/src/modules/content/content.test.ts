import { describe, expect, it } from 'vitest';
import type { BlogCategory, BlogPage, BlogPost } from '@fardin/core/contract-content';
import { useTestApp } from '../../test/test-app';
import { TEST_DB_KINDS } from '../../test/test-db';
import { createContentService } from './service';
import { sanitizeRichText, stripTags } from './sanitize';

describe.each(TEST_DB_KINDS)('blog API on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists categories in three languages', async () => {
    const res = await t.call<{ data: BlogCategory[] }>('GET', '/api/blog_categories');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(4);
    expect(res.body.data[0]!.name).toMatchObject({
      kh: expect.any(String),
      en: expect.any(String),
      zh: expect.any(String),
    });
  });

  it('pages posts 12 at a time with last_page and total', async () => {
    const first = await t.call<BlogPage>('GET', '/api/blog?row_per_page=12');
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThan(12);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.last_page).toBe(Math.ceil(first.body.total / 12));
    const second = await t.call<BlogPage>('GET', '/api/blog?page=2&row_per_page=12');
    expect(second.body.data.length).toBe(first.body.total - 12);
    expect(second.body.data.map((p) => p.id)).not.toContain(first.body.data[0]!.id);
    expect((await t.call('GET', '/api/blog?page=0')).status).toBe(422);
  });

  it('filters by category and falls back to Khmer for a missing locale', async () => {
    const categories = (await t.call<{ data: BlogCategory[] }>('GET', '/api/blog_categories')).body.data;
    const tips = categories.find((c) => c.slug === 'tips')!;
    const list = await t.call<BlogPage>('GET', `/api/blog?category_id=${tips.id}&lang=zh`);
    expect(list.body.data.every((p) => p.category_id === tips.id)).toBe(true);
    expect(list.body.data.some((p) => p.lang === 'kh')).toBe(true);
    expect(list.body.data.some((p) => p.lang === 'zh')).toBe(true);
  });

  it('gives one post per locale with its sanitised body, and 404 for unknown ids', async () => {
    const list = await t.call<BlogPage>('GET', '/api/blog?lang=en&row_per_page=50');
    const taobao = list.body.data.find((p) => p.slug === 'how-to-order-from-taobao')!;
    const en = await t.call<{ data: BlogPost }>('GET', `/api/blog/${taobao.id}?lang=en`);
    expect(en.body.data.title).toContain('Taobao');
    expect(en.body.data.body).toContain('<h2>');
    const kh = await t.call<{ data: BlogPost }>('GET', `/api/blog/${taobao.id}`);
    expect(kh.body.data.lang).toBe('kh');
    expect(kh.body.data.title).toContain('Taobao');
    const zh = await t.call<{ data: BlogPost }>('GET', `/api/blog/${taobao.id}?lang=zh`);
    expect(zh.body.data.title).toContain('淘宝');
    expect((await t.call('GET', '/api/blog/99999')).status).toBe(404);
    expect((await t.call('GET', '/api/blog/abc')).status).toBe(404);
  });

  it('strips scripts, handlers and javascript links when a post is written', async () => {
    const service = createContentService(t.opened.db);
    const categories = await service.categories();
    const id = await service.create({
      slug: 'xss-attempt',
      category_id: categories[0]!.id,
      image: '/blog/tips.svg',
      author: 'Tester',
      texts: [
        {
          locale: 'kh',
          title: '<b>Hello</b><script>x()</script>',
          excerpt: 'ok',
          body: '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://example.com/a.png" onerror="x()">',
        },
      ],
    });
    const stored = await service.rawBody(id, 'kh');
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/);
    const post = await t.call<{ data: BlogPost }>('GET', `/api/blog/${id}?lang=en`);
    expect(post.body.data.title).toBe('Hello');
    expect(post.body.data.body).toContain('<p>Hi</p>');
  });
});

describe('sanitiser', () => {
  it('keeps the rich text a post needs and drops the rest', () => {
    expect(
      sanitizeRichText(
        '<h2>T</h2><table><tr><td>1</td></tr></table><iframe src="https://x"></iframe><style>p{}</style>',
      ),
    ).toBe('<h2>T</h2><table><tr><td>1</td></tr></table>');
    expect(stripTags('Shoes & bags <script>x</script>')).toBe('Shoes & bags');
    // Entities are decoded once: a written `&amp;nbsp;` stays the text `&nbsp;`.
    expect(stripTags(`1 &lt; 2 &amp;&amp; "x" &#39;y&#39; &amp;nbsp; &copy;`)).toBe(`1 < 2 && "x" 'y' &nbsp; ©`);
  });
});
