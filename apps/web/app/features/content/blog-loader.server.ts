import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '@fardin/core/page-sizes';
import { blogCategorySchema, blogPageSchema } from '@fardin/core/contract-content';
import { splitLocalePath } from '@fardin/core/locale';
import { apiGet } from '../../lib/api-client.server';

/** Loader of /blog and /blog/category/{id}: one page of posts in the page's locale. */
export async function loadBlogPage(request: Request, context: AppLoadContext, categoryParam: string | undefined) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const pageNumber = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const categoryId = categoryParam ? Number(categoryParam) : null;
  if (categoryId !== null && (!Number.isInteger(categoryId) || categoryId <= 0)) throw data(null, { status: 404 });
  const params = new URLSearchParams({ page: String(pageNumber), row_per_page: String(BLOG_PAGE_SIZE), lang: locale });
  if (categoryId) params.set('category_id', String(categoryId));
  const [page, categories] = await Promise.all([
    apiGet(context, `/api/blog?${params}`, blogPageSchema),
    apiGet(context, '/api/blog_categories', z.object({ data: z.array(blogCategorySchema) })),
  ]);
  if (categoryId && !categories.data.some((c) => c.id === categoryId)) throw data(null, { status: 404 });
  // A page past the end (an old or edited link) goes to the last page, never "999 / 2".
  if (page.last_page >= 1 && pageNumber > page.last_page) {
    url.searchParams.set('page', String(page.last_page));
    if (page.last_page === 1) url.searchParams.delete('page');
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { page, categories: categories.data, categoryId };
}
