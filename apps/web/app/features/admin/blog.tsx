import { Form, Link, useSearchParams } from 'react-router';
import type { AdminBlogPostRow } from '@fardin/core/contract-content';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-request.server';
import { categoryLabel, PostFields, postValues, type PostValues } from './blog-post-form';
import type { BlogCategoryRow } from './schemas';
import { AdminPage, Card, Empty, inputClass, Notice, Pager, secondaryButtonClass, Submit, when } from './ui';
import { Field } from '../../components/ui/form-field';

export interface BlogPostsPage {
  data: AdminBlogPostRow[];
  page: number;
  last_page?: number | undefined;
  total: number;
}
export type BlogCreateResult = AdminResult & { id?: number; values?: PostValues };

function PostList({ posts, categories }: { posts: BlogPostsPage; categories: BlogCategoryRow[] }) {
  const t = useT();
  const [params] = useSearchParams();
  const names = new Map(categories.map((c) => [c.id, categoryLabel(c, t.locale)]));
  return (
    <section className="space-y-2" aria-labelledby="blog-posts">
      <h2 id="blog-posts" className="font-semibold">
        {t('admin.blog.posts')} ({posts.total})
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <Field look="compact" label={t('admin.search')}>
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.category')}>
          <select name="category_id" defaultValue={params.get('category_id') ?? ''} className={inputClass}>
            <option value="">{t('admin.blog.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryLabel(c, t.locale)}
              </option>
            ))}
          </select>
        </Field>
        <Submit label={t('admin.filter')} tone="secondary" />
      </Form>
      {posts.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white text-sm">
          {posts.data.map((post) => (
            <li key={post.id} className="flex items-start gap-3 p-3" data-testid={`blog-post-${post.id}`}>
              <div className="min-w-0 flex-1">
                <Link to={`/admin/blog/posts/${post.id}`} className="text-primary underline">
                  {t.locale === 'kh' ? post.title_kh : post.title}
                </Link>
                <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-gray-600">
                  <span>{names.get(post.category_id) ?? post.category_id}</span>
                  <span>{when(post.published_at)}</span>
                  {!post.published && (
                    <span className="rounded bg-gray-200 px-1 text-gray-800">{t('admin.blog.draft')}</span>
                  )}
                </p>
              </div>
              <Link to={`/admin/blog/posts/${post.id}`} className={secondaryButtonClass}>
                {t('admin.blog.editLink')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={posts.page} last={posts.last_page ?? 1} />
    </section>
  );
}

/** The blog: posts (drafts included) to open and edit, and a new post; categories on their own page. */
export function BlogView({
  posts,
  categories,
  result,
}: {
  posts: BlogPostsPage;
  categories: BlogCategoryRow[];
  result?: BlogCreateResult | undefined;
}) {
  const t = useT();
  const created = result?.ok && result.id ? result.id : null;
  return (
    <AdminPage title={t('admin.nav.blog')}>
      <p>
        <Link to="/admin/blog/categories" className="text-primary underline">
          {t('admin.blogCat.title')}
        </Link>
      </p>
      {created ? (
        <p role="status" className="rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900">
          {t('admin.blog.created', { id: created })}{' '}
          <Link to={`/admin/blog/posts/${created}`} className="underline">
            {t('admin.blog.editLink')}
          </Link>
        </p>
      ) : (
        <Notice result={result} />
      )}
      <PostList posts={posts} categories={categories} />
      <Card>
        {/* A new key after each creation clears the form. */}
        <Form method="post" className="grid gap-3" key={created ?? 'new'}>
          <h2 className="font-semibold">{t('admin.blog.new')}</h2>
          {categories.length === 0 ? (
            <Empty />
          ) : (
            <PostFields
              categories={categories}
              values={result?.ok === false && result.values ? result.values : postValues(null)}
            />
          )}
          <div>
            <Submit label={t('admin.create')} intent="create" />
          </div>
        </Form>
      </Card>
    </AdminPage>
  );
}
