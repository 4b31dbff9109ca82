import { Form } from 'react-router';
import type { Tracking } from '@fardin/core/contract-delivery';
import type { OrderTracking, TrackedParcel } from '@fardin/core/contract-commerce';
import { formatDay, formatDayTime } from '@fardin/core/date-text';
import type { MessageKey } from '../../i18n/dictionaries';
import { useT } from '../../i18n/i18n-context';
import { Timeline } from './timeline';
import { INPUT_CLASS } from '../../components/ui/form-field';
import { collectText } from './my-delivery-page';

/** One parcel of the order: its code, state, the batch's ETA while on the way and its dated steps, newest first. */
function ParcelJourney({ parcel }: { parcel: TrackedParcel }) {
  const t = useT();
  const state = (s: TrackedParcel['state']) => t(`commerce.parcel.state.${s}` as MessageKey);
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 p-3" data-testid="tracking-parcel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium" data-testid="tracking-parcel-code">
          {t('commerce.parcel.code', { code: parcel.code })}
        </span>
        <span
          className="rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-primary"
          data-testid="tracking-parcel-state"
        >
          {state(parcel.state)}
        </span>
      </div>
      {parcel.eta && (
        <p className="text-sm font-medium" data-testid="tracking-parcel-eta">
          {t('commerce.parcel.eta', { date: formatDay(parcel.eta, t.locale) })}
        </p>
      )}
      <ol className="relative ml-2 space-y-2 border-l-2 border-green-200 pl-4" data-testid="tracking-parcel-steps">
        {[...parcel.steps].reverse().map((step, i) => (
          <li key={`${step.state}-${step.date}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full ${i === 0 ? 'bg-primary' : 'bg-green-200'}`}
            />
            <p className="text-sm font-medium">{state(step.state)}</p>
            <p className="text-xs text-gray-500">
              <time dateTime={step.date}>{formatDayTime(step.date, t.locale)}</time>
            </p>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** An order's public timeline (tracking code, stage and dated steps: what a courier label shows). */
function OrderResult({ order }: { order: OrderTracking }) {
  const t = useT();
  const stage = (s: OrderTracking['stage']) => t(`commerce.stage.${s}` as MessageKey);
  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm" data-testid="tracking-order" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-bold">
          {t('delivery.trackOrder')}{' '}
          <code className="font-mono" data-testid="tracking-order-code">
            {order.tracking_code}
          </code>
        </span>
        <span
          className="rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-primary"
          data-testid="tracking-order-stage"
        >
          {stage(order.stage)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-500">{t('delivery.trackOrderStore')}</dt>
        <dd className="capitalize">{order.store}</dd>
        <dt className="text-gray-500">{t('delivery.trackOrderDate')}</dt>
        <dd>
          <time dateTime={order.created_at}>{formatDayTime(order.created_at, t.locale)}</time>
        </dd>
      </dl>
      <h2 className="font-bold">{t('delivery.timeline')}</h2>
      <ol className="relative ml-2 space-y-3 border-l-2 border-green-200 pl-4" data-testid="order-timeline">
        {[...order.timeline].reverse().map((entry, i) => (
          <li key={`${entry.stage}-${entry.date}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full ${i === 0 ? 'bg-primary' : 'bg-green-200'}`}
            />
            <p className="font-medium">{stage(entry.stage)}</p>
            <p className="text-xs text-gray-500">
              <time dateTime={entry.date}>{formatDayTime(entry.date, t.locale)}</time>
            </p>
          </li>
        ))}
      </ol>
      {order.parcels && order.parcels.length > 0 && (
        <>
          <h2 className="font-bold">{t('commerce.parcel.title')}</h2>
          <ul className="space-y-3" data-testid="tracking-parcels">
            {order.parcels.map((p) => (
              <ParcelJourney key={p.code} parcel={p} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function TrackingPage({
  code,
  tracking,
  order,
  notFound,
}: {
  code: string;
  tracking: Tracking | null;
  order: OrderTracking | null;
  notFound: boolean;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid="tracking-page">
      <h1 className="text-2xl font-bold text-primary">{t('delivery.trackTitle')}</h1>
      <p className="text-gray-700">{t('delivery.trackIntro')}</p>
      <Form method="get" className="flex gap-2" role="search">
        <label htmlFor="code" className="sr-only">
          {t('delivery.trackInput')}
        </label>
        <input
          id="code"
          name="code"
          defaultValue={code}
          required
          maxLength={40}
          autoCapitalize="characters"
          placeholder={t('delivery.trackInput')}
          className={`${INPUT_CLASS} mt-0`}
        />
        <button type="submit" className="rounded-lg bg-primary px-4 py-2 font-bold text-white">
          {t('delivery.track')}
        </button>
      </Form>
      {notFound && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-error" data-testid="tracking-not-found">
          {t('delivery.trackNotFound')}
        </p>
      )}
      {order && <OrderResult order={order} />}
      {tracking && (
        <section
          className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
          data-testid="tracking-result"
          aria-live="polite"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-lg font-bold">{tracking.code}</span>
            <span
              className="rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-primary"
              data-testid="tracking-status"
            >
              {t(`delivery.status.${tracking.status}`)}
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-500">{t('delivery.filterType')}</dt>
            <dd>{t(`delivery.type.${tracking.delivery_type}`)}</dd>
            <dt className="text-gray-500">{t('delivery.from')}</dt>
            <dd>{tracking.pickup_area}</dd>
            <dt className="text-gray-500">{t('delivery.to')}</dt>
            <dd>{`${tracking.receiver_location} · ${tracking.receiver_phone}`}</dd>
            {tracking.total > 0 && tracking.payment_note === 'COD' && (
              <>
                <dt className="text-gray-500">{t('delivery.collect')}</dt>
                <dd>{collectText(tracking)}</dd>
              </>
            )}
          </dl>
          <h2 className="font-bold">{t('delivery.timeline')}</h2>
          <Timeline entries={tracking.timeline} />
        </section>
      )}
    </div>
  );
}
