import { Form, Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { adminProductPageSchema } from '@fardin/core/contract-admin';
import { useT } from '../../i18n/i18n-context';
import { ActionButton, AdminPage, buttonClass, Empty, inputClass, Notice, Pager, Submit, usd } from './ui';
import { Field } from '../../components/ui/form-field';

export function ProductList({
  page,
  result,
}: {
  page: z.infer<typeof adminProductPageSchema>;
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <AdminPage title={t('admin.nav.products')}>
      <Notice result={result} />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Form method="get" className="flex items-end gap-2">
          <Field look="compact" label={t('admin.search')}>
            <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={inputClass} />
          </Field>
          <Submit label={t('admin.search')} tone="secondary" />
        </Form>
        <Link to="/admin/products/new" className={buttonClass}>
          {t('admin.newProduct')}
        </Link>
      </div>
      {page.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white text-sm">
          {page.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 p-3">
              {p.images[0] ? (
                <img src={p.images[0]} alt="" className="h-12 w-12 rounded object-cover" />
              ) : (
                <span className="h-12 w-12 rounded bg-gray-100" />
              )}
              <Link to={`/admin/products/${p.id}`} className="flex-1 text-primary underline">
                {p.title_kh || p.title_en}
              </Link>
              <span>
                {usd(p.price)} · {p.stock}
              </span>
              {!p.active && <span className="rounded bg-gray-200 px-1">{t('admin.hidden')}</span>}
              <ActionButton
                intent={p.active ? 'hide' : 'show'}
                label={t(p.active ? 'admin.hide' : 'admin.show')}
                values={{ id: p.id }}
                tone="secondary"
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page.page} last={page.last_page ?? 1} />
    </AdminPage>
  );
}
