import { Form, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { adminUserPageSchema } from '@fardin/core/contract-admin';
import { useT } from '../../i18n/i18n-context';
import { codeText } from './code-text';
import type { AdminResult } from './admin-request.server';
import { ActionButton, AdminPage, Card, Empty, inputClass, Notice, Pager, Submit } from './ui';
import { Field } from '../../components/ui/form-field';

export function UsersView({
  page,
  result,
}: {
  page: z.infer<typeof adminUserPageSchema>;
  result?: AdminResult | undefined;
}) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <AdminPage title={t('admin.nav.users')}>
      <Notice result={result} />
      {result?.password && (
        <p role="status" className="rounded border border-amber-500 bg-amber-50 p-2 font-mono text-sm">
          {t('admin.oneTimePassword', { phone: result.password.phone, password: result.password.password })}
        </p>
      )}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <Field look="compact" label={t('admin.search')}>
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.role')}>
          <select name="role" defaultValue={params.get('role') ?? ''} className={inputClass}>
            <option value="">{t('admin.all')}</option>
            {['shopper', 'staff', 'admin', 'rider'].map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Field>
        <Submit label={t('admin.search')} />
      </Form>
      {page.data.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y rounded-lg border border-gray-200 bg-white text-sm">
          {page.data.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <strong data-user-text="">{u.name}</strong> · {u.phone} ·{' '}
                {t(
                  u.role === 'admin'
                    ? 'admin.role.admin'
                    : u.role === 'staff'
                      ? 'admin.role.staff'
                      : 'admin.role.shopper',
                )}
                {u.status === 'inactive' && (
                  <span className="ml-2 rounded bg-red-100 px-1 text-red-800">{codeText(t)('user', u.status)}</span>
                )}
              </span>
              {u.role === 'admin' ? null : u.status === 'active' ? (
                <ActionButton intent="deactivate" label={t('admin.deactivate')} values={{ id: u.id }} tone="danger" />
              ) : (
                <ActionButton
                  intent="reactivate"
                  label={t('admin.reactivate')}
                  values={{ id: u.id }}
                  tone="secondary"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page.page} last={page.last_page ?? 1} />
      <Card>
        <Form method="post" className="grid gap-2 md:grid-cols-4 md:items-end">
          <h2 className="font-semibold md:col-span-4">{t('admin.newStaff')}</h2>
          <Field look="compact" label={t('admin.phone')}>
            <input name="phone" type="tel" required className={inputClass} />
          </Field>
          <Field look="compact" label={t('admin.name')}>
            <input name="name" className={inputClass} />
          </Field>
          <Field look="compact" label={t('admin.role')}>
            <select name="role" className={inputClass}>
              <option value="staff">staff</option>
              <option value="admin">admin</option>
            </select>
          </Field>
          <Submit label={t('admin.create')} intent="staff" />
        </Form>
      </Card>
    </AdminPage>
  );
}
