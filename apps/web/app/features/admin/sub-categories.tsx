import { Form, Link } from 'react-router';
import type { AdminSubCategory } from '@fardin/core/contract-admin';
import { pickText, type LocalizedText } from '@fardin/core/i18n-text';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-request.server';
import { Forbidden } from './settings';
import { AdminPage, Card, Empty, HiddenTag, inputClass, Notice, OrderAndVisibility, Submit } from './ui';
import { Field } from '../../components/ui/form-field';

export interface SubCategoriesData {
  category: { id: number; title: LocalizedText; visible: boolean };
  subs: AdminSubCategory[];
}

/** Names in kh/en/zh and the search keywords: shared by the create and rename forms. */
function SubFields({ row }: { row?: AdminSubCategory }) {
  const t = useT();
  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      <Field look="compact" label={t('admin.blogCat.nameKh')}>
        <input
          name="title_kh"
          lang="km"
          required
          maxLength={80}
          defaultValue={row?.title.kh ?? ''}
          className={inputClass}
        />
      </Field>
      <Field look="compact" label={t('admin.blogCat.nameEn')}>
        <input
          name="title_en"
          lang="en"
          required
          maxLength={80}
          defaultValue={row?.title.en ?? ''}
          className={inputClass}
        />
      </Field>
      <Field look="compact" label={t('admin.blogCat.nameZh')}>
        <input name="title_zh" lang="zh" maxLength={80} defaultValue={row?.title.zh ?? ''} className={inputClass} />
      </Field>
      <Field look="compact" label={t('admin.sub.keywords')}>
        <input
          name="keywords"
          required
          maxLength={1200}
          defaultValue={row?.keywords.join(', ') ?? ''}
          className={inputClass}
        />
      </Field>
    </div>
  );
}

function SubRow({ row, index, count }: { row: AdminSubCategory; index: number; count: number }) {
  const t = useT();
  return (
    <li className="space-y-2 p-2" data-testid={`sub-category-${row.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0">
          {index + 1}. <strong>{pickText(row.title, t.locale)}</strong>
          <span className="ml-2 break-words text-gray-600" data-user-text="">
            {row.keywords.join(', ')}
          </span>
          <HiddenTag visible={row.visible} />
        </span>
        <span className="flex flex-wrap gap-1">
          <OrderAndVisibility values={{ id: row.id }} index={index} count={count} visible={row.visible} />
        </span>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-primary underline">{t('admin.blogCat.rename')}</summary>
        <Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="id" value={row.id} />
          <SubFields row={row} />
          <div>
            <Submit label={t('admin.save')} intent="rename" />
          </div>
        </Form>
      </details>
    </li>
  );
}

/** The sub-categories of one top-level category: order, visibility, names and search keywords (admins). */
export function SubCategoriesView({
  data,
  forbidden,
  result,
}: {
  data: SubCategoriesData | null;
  forbidden: string | null;
  result?: AdminResult | undefined;
}) {
  const t = useT();
  if (forbidden || !data) return <Forbidden title={t('admin.sub.link')} message={forbidden} />;
  return (
    <AdminPage title={t('admin.sub.title', { name: pickText(data.category.title, t.locale) })}>
      <p>
        <Link to="/admin/reference" className="text-primary underline">
          {t('admin.sub.back')}
        </Link>
      </p>
      <Notice result={result} />
      <p className="text-sm text-gray-600">{t('admin.settings.cacheNote')}</p>
      {!data.category.visible && (
        <p className="rounded border border-gray-300 bg-gray-50 p-2 text-sm">{t('admin.sub.parentHidden')}</p>
      )}
      {data.subs.length === 0 ? (
        <Empty />
      ) : (
        <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white text-sm">
          {data.subs.map((row, index) => (
            <SubRow key={row.id} row={row} index={index} count={data.subs.length} />
          ))}
        </ol>
      )}
      <Card>
        <Form
          method="post"
          className="grid gap-3"
          key={result?.ok && result.intent === 'create' ? data.subs.length : 'new'}
        >
          <h2 className="font-semibold">{t('admin.sub.new')}</h2>
          <SubFields />
          <div>
            <Submit label={t('admin.create')} intent="create" />
          </div>
        </Form>
      </Card>
    </AdminPage>
  );
}
