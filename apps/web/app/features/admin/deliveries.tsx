import { Form, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { adminDeliveryPageSchema, AdminDeliveryRow } from '@fardin/core/contract-admin';
import { DELIVERY_STATUSES } from '@fardin/core/delivery-fee';
import { useT } from '../../i18n/i18n-context';
import { codeText } from './code-text';
import { AdminPage, Card, Empty, inputClass, Notice, Pager, Submit, usd, when } from './ui';
import { Field } from '../../components/ui/form-field';
import { Theirs } from '../../components/ui/their-words';

function Delivery({ row }: { row: AdminDeliveryRow }) {
  const t = useT();
  return (
    <Card className="space-y-2 text-sm">
      <div className="flex flex-wrap justify-between gap-2" data-testid={`delivery-${row.code}`}>
        <span className="font-mono font-semibold">{row.code}</span>
        <span>
          <strong data-testid="delivery-status" data-status={row.status}>
            {codeText(t)('delivery', row.status)}
          </strong>{' '}
          · {codeText(t)('deliveryType', row.delivery_type)} · {usd(row.delivery_fee)} · {when(row.created_at)}
        </span>
      </div>
      <p className="text-gray-700">
        <Theirs>{row.pickup_location}</Theirs> → <Theirs>{row.receiver_location}</Theirs> ({row.receiver_phone})
      </p>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={row.id} />
        <Field look="compact" label={t('admin.driverName')}>
          <input name="driver_name" required defaultValue={row.driver_name ?? ''} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.driverPhone')}>
          <input name="driver_phone" required type="tel" defaultValue={row.driver_phone ?? ''} className={inputClass} />
        </Field>
        <Submit label={t('admin.assign')} intent="driver" tone="secondary" />
      </Form>
      {row.next_statuses.length > 0 && (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={row.id} />
          <Field look="compact" label={t('admin.setStatus')}>
            <select name="status" className={inputClass} defaultValue={row.next_statuses[0]}>
              {row.next_statuses.map((s) => (
                <option key={s} value={s}>
                  {codeText(t)('delivery', s)}
                </option>
              ))}
            </select>
          </Field>
          <Submit label={t('admin.save')} intent="status" />
        </Form>
      )}
    </Card>
  );
}

export function DeliveriesView({
  page,
  result,
}: {
  page: z.infer<typeof adminDeliveryPageSchema>;
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <AdminPage title={t('admin.nav.deliveries')}>
      <Notice result={result} />
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <Field look="compact" label={t('admin.status')}>
          <select name="status" defaultValue={params.get('status') ?? ''} className={inputClass}>
            <option value="">{t('admin.all')}</option>
            {DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {codeText(t)('delivery', s)}
              </option>
            ))}
          </select>
        </Field>
        <Field look="compact" label={t('admin.code')}>
          <input name="code" defaultValue={params.get('code') ?? ''} className={inputClass} />
        </Field>
        <Submit label={t('admin.filter')} />
      </Form>
      {page.data.length === 0 ? (
        <Empty />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {page.data.map((row) => (
            <Delivery key={row.id} row={row} />
          ))}
        </div>
      )}
      <Pager page={page.page} last={page.last_page ?? 1} />
    </AdminPage>
  );
}
