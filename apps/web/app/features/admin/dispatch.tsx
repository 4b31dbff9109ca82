import { Form } from 'react-router';
import type { DispatchParcel } from '@fardin/core/contract-riders';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { AdminPage, Card, Empty, inputClass, Submit, usd } from './ui';
import { ScanField, ScanOutcome, type ScanResult } from './scan-field';
import { Theirs } from '../../components/ui/their-words';

export type DispatchResult = ScanResult & { done?: string | null };
type Rider = { id: number; name: string; phone: string };

function QueueRow({ parcel, pick }: { parcel: DispatchParcel; pick: boolean }) {
  const t = useT();
  const body = (
    <span className="min-w-0 flex-1 space-y-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold">{parcel.code}</span>
        {parcel.state === 'delivery_failed' && (
          <span className="rounded bg-red-100 px-1.5 text-xs text-red-900">{t('admin.dispatch.failedBefore')}</span>
        )}
      </span>
      <span className="block text-gray-800">
        <Theirs>{parcel.customer_name}</Theirs> · {parcel.customer_phone}
      </span>
      {parcel.address && (
        <span className="block text-xs text-gray-700">
          <Theirs>{parcel.address}</Theirs>
        </span>
      )}
      <span className="block font-semibold" data-testid="dispatch-amount">
        {parcel.amount_to_collect > 0
          ? t('admin.dispatch.toCollect', { amount: usd(parcel.amount_to_collect) })
          : t('admin.dispatch.nothing')}
      </span>
    </span>
  );
  return (
    <li className="py-2 text-sm" data-testid="dispatch-parcel" data-code={parcel.code}>
      {pick ? (
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="parcel_id"
            value={parcel.id}
            className="mt-1 h-5 w-5 shrink-0"
            data-testid="dispatch-pick"
          />
          {body}
        </label>
      ) : (
        <div className="flex">{body}</div>
      )}
    </li>
  );
}

/** /admin/dispatch: parcels in Phnom Penh to deliver, given to a rider (one or several); pickups scanned out. */
export function DispatchView({
  queue,
  riders,
  result,
}: {
  queue: DispatchParcel[];
  riders: Rider[];
  result?: DispatchResult | undefined;
}) {
  const t = useT();
  const deliveries = queue.filter((p) => p.destination === 'direct');
  const pickups = queue.filter((p) => p.destination === 'warehouse');
  const assign = result?.intent === 'assign' ? result : undefined;
  return (
    <AdminPage title={t('admin.dispatch.title')}>
      <p className="text-sm text-gray-700">{t('admin.dispatch.intro')}</p>
      {assign && <ScanOutcome result={assign} done={assign.done ?? null} />}
      <section className="space-y-2">
        <h2 className="font-semibold">{t('admin.dispatch.deliveries')}</h2>
        {deliveries.length === 0 ? (
          <Empty />
        ) : (
          <Card>
            <Form method="post" className="space-y-3" data-testid="dispatch-form">
              <input type="hidden" name="intent" value="assign" />
              <ul className="divide-y divide-gray-200">
                {deliveries.map((p) => (
                  <QueueRow key={p.id} parcel={p} pick />
                ))}
              </ul>
              <div className="flex flex-wrap items-end gap-2">
                <Field look="compact" label={t('admin.dispatch.rider')}>
                  <select name="rider_id" required defaultValue="" className={inputClass} data-testid="dispatch-rider">
                    <option value="" disabled>
                      {t('admin.dispatch.noRider')}
                    </option>
                    {riders.map((r) => (
                      <option key={r.id} value={r.id} data-user-text="">
                        {r.name} · {r.phone}
                      </option>
                    ))}
                  </select>
                </Field>
                <Submit label={t('admin.dispatch.assign')} />
              </div>
            </Form>
          </Card>
        )}
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold">{t('admin.dispatch.pickups')}</h2>
        <ScanField
          intent="pickup"
          label={t('admin.dispatch.pickupTitle')}
          testId="pickup"
          result={result?.intent === 'pickup' ? result : undefined}
        >
          <ScanOutcome result={result?.intent === 'pickup' ? result : undefined} done={result?.done ?? null} />
        </ScanField>
        {pickups.length === 0 ? (
          <Empty />
        ) : (
          <Card>
            <ul className="divide-y divide-gray-200">
              {pickups.map((p) => (
                <QueueRow key={p.id} parcel={p} pick={false} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </AdminPage>
  );
}
