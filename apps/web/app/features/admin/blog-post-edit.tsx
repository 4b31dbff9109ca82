import { Form, Link } from 'react-router';
import type { AdminBlogPost } from '@fardin/core/contract-content';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-request.server';
import { PostFields, postValues, type PostValues } from './blog-post-form';
import type { BlogCategoryRow } from './schemas';
import { AdminPage, Card, Notice, Submit, when } from './ui';

export type BlogEditResult = AdminResult & { values?: PostValues };

/** Editing one post: every field and each language's text; the server sanitises the bodies again. */
export function BlogPostEdit({
  post,
  categories,
  result,
}: {
  post: AdminBlogPost;
  categories: BlogCategoryRow[];
  result?: BlogEditResult | undefined;
}) {
  const t = useT();
  const values = result?.ok === false && result.values ? result.values : postValues(post);
  // The public page of the post in the back office's language (Khmer has no prefix).
  const publicPath = `${t.locale === 'kh' ? '' : `/${t.locale}`}/blog/detail/${post.id}`;
  return (
    <AdminPage title={t('admin.blog.edit', { id: post.id })}>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/admin/blog" className="text-primary underline">
          {t('admin.blog.back')}
        </Link>
        {post.published && (
          <a href={publicPath} className="text-primary underline" target="_blank" rel="noreferrer">
            {t('admin.blog.view')}
          </a>
        )}
        <span className="text-gray-600">{t('admin.blog.updated', { date: when(post.updated_at) })}</span>
      </p>
      <Notice result={result} />
      {result?.ok && <p className="text-sm text-gray-600">{t('admin.blog.saveNote')}</p>}
      <Card>
        <Form method="post" className="grid gap-3" key={post.updated_at}>
          <PostFields categories={categories} values={values} />
          <div>
            <Submit label={t('admin.save')} intent="save" />
          </div>
        </Form>
      </Card>
    </AdminPage>
  );
}
