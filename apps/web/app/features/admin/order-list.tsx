import { Form, Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { adminOrderPageSchema, AdminOrderRow } from '@fardin/core/contract-admin';
import { ORDER_STAGES, ORDER_STATUSES, PAYMENT_TYPES } from '@fardin/core/commerce-values';
import { useT } from '../../i18n/i18n-context';
import { AdminPage, Empty, inputClass, Pager, Submit, usd, when } from './ui';
import { codeText, type CodeKind } from './code-text';
import { Field } from '../../components/ui/form-field';
import { Theirs } from '../../components/ui/their-words';

function OrderRows({ rows }: { rows: AdminOrderRow[] }) {
  const t = useT();
  const code = codeText(t);
  if (rows.length === 0) return <Empty />;
  return (
    <ul className="divide-y rounded-lg border border-gray-200 bg-white">
      {rows.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div>
            <Link to={`/admin/orders/${o.id}`} className="font-semibold text-primary underline">
              {t('admin.order', { id: o.id })}
            </Link>
            <span className="ml-2 text-gray-600">
              {o.store} · {when(o.date)}
            </span>
            <div className="text-gray-700">
              <Theirs>{o.user_name}</Theirs> · {o.user_phone}
            </div>
          </div>
          <div className="text-right">
            <div className="font-semibold">{usd(o.total)}</div>
            <div className="text-gray-600">
              {code('stage', o.stage)} · {code('paymentType', o.payment_type)} / {code('payStatus', o.payment_status)}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Select({
  name,
  options,
  value,
  kind,
}: {
  name: string;
  options: readonly string[];
  value: string;
  kind: CodeKind;
}) {
  const t = useT();
  const code = codeText(t);
  return (
    <select name={name} defaultValue={value} className={inputClass}>
      <option value="">{t('admin.all')}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {code(kind, o)}
        </option>
      ))}
    </select>
  );
}

export function OrderList({ page }: { page: z.infer<typeof adminOrderPageSchema> }) {
  const t = useT();
  const [params] = useSearchParams();
  const v = (k: string) => params.get(k) ?? '';
  return (
    <AdminPage title={t('admin.nav.orders')}>
      <Form method="get" className="grid grid-cols-2 gap-2 md:grid-cols-7 md:items-end">
        <Field look="compact" label={t('admin.status')}>
          <Select name="status" options={ORDER_STATUSES} value={v('status')} kind="orderStatus" />
        </Field>
        <Field look="compact" label={t('admin.stage')}>
          <Select name="stage" options={ORDER_STAGES} value={v('stage')} kind="stage" />
        </Field>
        <Field look="compact" label={t('admin.store')}>
          <input name="store" defaultValue={v('store')} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.paymentType')}>
          <Select name="payment_type" options={PAYMENT_TYPES} value={v('payment_type')} kind="paymentType" />
        </Field>
        <Field look="compact" label={t('admin.from')}>
          <input type="date" name="from" defaultValue={v('from')} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.to')}>
          <input type="date" name="to" defaultValue={v('to')} className={inputClass} />
        </Field>
        <Submit label={t('admin.filter')} />
      </Form>
      <OrderRows rows={page.data} />
      <Pager page={page.page} last={page.last_page ?? 1} />
    </AdminPage>
  );
}
