import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-request.server';
import { categoryLabel } from './blog-post-form';
import type { BlogCategoryRow } from './schemas';
import { ActionButton, AdminPage, Card, Empty, HiddenTag, inputClass, Notice, OrderAndVisibility, Submit } from './ui';
import { Field } from '../../components/ui/form-field';

/** Names in kh/en/zh (and optionally the address name): the create and rename forms share them. */
function NameFields({ row, withSlug }: { row?: BlogCategoryRow; withSlug: boolean }) {
  const t = useT();
  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      {withSlug && (
        <Field look="compact" label={t('admin.blog.slug')}>
          <input
            name="slug"
            required
            pattern="[a-z0-9\-]{1,80}"
            defaultValue={row?.slug ?? ''}
            className={inputClass}
          />
        </Field>
      )}
      <Field look="compact" label={t('admin.blogCat.nameKh')}>
        <input
          name="name_kh"
          lang="km"
          required
          maxLength={80}
          defaultValue={row?.name.kh ?? ''}
          className={inputClass}
        />
      </Field>
      <Field look="compact" label={t('admin.blogCat.nameEn')}>
        <input
          name="name_en"
          lang="en"
          required
          maxLength={80}
          defaultValue={row?.name.en ?? ''}
          className={inputClass}
        />
      </Field>
      <Field look="compact" label={t('admin.blogCat.nameZh')}>
        <input name="name_zh" lang="zh" maxLength={80} defaultValue={row?.name.zh ?? ''} className={inputClass} />
      </Field>
    </div>
  );
}

function CategoryRow({ row, index, count }: { row: BlogCategoryRow; index: number; count: number }) {
  const t = useT();
  return (
    <li className="space-y-2 p-2" data-testid={`blog-category-${row.slug}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          {index + 1}. <strong>{categoryLabel(row, t.locale)}</strong>
          <span className="ml-2 text-gray-600">{t('admin.blogCat.posts', { count: row.posts })}</span>
          <HiddenTag visible={row.visible} />
        </span>
        <span className="flex flex-wrap gap-1">
          <OrderAndVisibility
            values={{ id: row.id }}
            index={index}
            count={count}
            visible={row.visible}
            hideTone="secondary"
          />
          {row.posts === 0 && (
            <ActionButton intent="delete" label={t('admin.blogCat.delete')} values={{ id: row.id }} tone="danger" />
          )}
        </span>
      </div>
      {row.posts > 0 && <p className="text-xs text-gray-600">{t('admin.blogCat.keepNote')}</p>}
      <details>
        <summary className="cursor-pointer text-sm text-primary underline">{t('admin.blogCat.rename')}</summary>
        <Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="id" value={row.id} />
          <NameFields row={row} withSlug />
          <div>
            <Submit label={t('admin.save')} intent="rename" />
          </div>
        </Form>
      </details>
    </li>
  );
}

/** Blog categories: order, visibility, names in three languages; only an empty category can be deleted. */
export function BlogCategoriesView({
  categories,
  result,
}: {
  categories: BlogCategoryRow[];
  result?: AdminResult | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.blogCat.title')}>
      <p>
        <Link to="/admin/blog" className="text-primary underline">
          {t('admin.blog.back')}
        </Link>
      </p>
      <Notice result={result} />
      {categories.length === 0 ? (
        <Empty />
      ) : (
        <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white text-sm">
          {categories.map((row, index) => (
            <CategoryRow key={row.id} row={row} index={index} count={categories.length} />
          ))}
        </ol>
      )}
      <Card>
        <Form
          method="post"
          className="grid gap-3"
          key={result?.ok && result.intent === 'create' ? categories.length : 'new'}
        >
          <h2 className="font-semibold">{t('admin.blogCat.new')}</h2>
          <NameFields withSlug />
          <div>
            <Submit label={t('admin.create')} intent="create" />
          </div>
        </Form>
      </Card>
    </AdminPage>
  );
}
