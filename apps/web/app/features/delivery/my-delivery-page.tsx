import { Link } from 'react-router';
import { DELIVERY_STATUSES, DELIVERY_TYPES, type DeliveryStatus, type DeliveryType } from '@fardin/core/delivery-fee';
import type { Delivery } from '@fardin/core/contract-delivery';
import { formatKhr, formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import { formatDayTime } from '@fardin/core/date-text';
import { Timeline } from './timeline';
import { INPUT_CLASS } from '../../components/ui/form-field';

function query(status: DeliveryStatus | '', type: DeliveryType | ''): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (type) params.set('delivery_type', type);
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export function collectText(d: { total: number; currency: 'USD' | 'KHR' }): string {
  return d.currency === 'USD' ? formatUsd(d.total) : formatKhr(d.total);
}

function mapLink(lat: number | null, lng: number | null): string | null {
  return lat === null || lng === null ? null : `https://www.google.com/maps?q=${lat},${lng}`;
}

export function MyDeliveryPage({
  deliveries,
  status,
  type,
  booked,
}: {
  deliveries: Delivery[];
  status: DeliveryStatus | '';
  type: DeliveryType | '';
  booked: string | null;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="my-delivery-page">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-primary">{t('delivery.myTitle')}</h1>
        <Link to={t.link('/express')} className="rounded-lg bg-primary px-3 py-2 text-sm font-bold text-white">
          {t('delivery.bookNew')}
        </Link>
      </div>
      {booked && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-primary" data-testid="booked-notice">
          {t('delivery.booked', { code: booked })}
        </p>
      )}
      <nav aria-label={t('delivery.timeline')} className="-mx-3 overflow-x-auto px-3">
        <ul className="flex gap-2 whitespace-nowrap">
          {(['', ...DELIVERY_STATUSES] as const).map((s) => (
            <li key={s || 'all'}>
              <Link
                to={query(s, type)}
                aria-current={s === status ? 'page' : undefined}
                className={`block rounded-full px-3 py-1.5 text-sm ${s === status ? 'bg-primary text-white' : 'bg-white text-gray-800 ring-1 ring-gray-200'}`}
              >
                {t(s ? `delivery.status.${s}` : 'delivery.status.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" className="flex items-end gap-2">
        {status && <input type="hidden" name="status" value={status} />}
        <label className="flex-1 text-sm">
          {t('delivery.filterType')}
          <select
            name="delivery_type"
            defaultValue={type}
            className={INPUT_CLASS}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            <option value="">{t('delivery.allTypes')}</option>
            {DELIVERY_TYPES.map((dt) => (
              <option key={dt} value={dt}>
                {t(`delivery.type.${dt}`)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="rounded-lg border px-3 py-2">
            {t('delivery.filterType')}
          </button>
        </noscript>
      </form>
      {deliveries.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-gray-600">{t('delivery.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {deliveries.map((d) => (
            <li key={d.id} className="rounded-xl bg-white p-4 shadow-sm" data-testid="delivery-card">
              <details open={d.code === booked}>
                <summary className="cursor-pointer list-none">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-mono font-bold" data-testid="delivery-code">
                      {d.code}
                    </span>
                    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs text-primary">
                      {t(`delivery.status.${d.status}`)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-gray-700">{`${t(`delivery.type.${d.delivery_type}`)} · ${t('delivery.fee')} ${formatUsd(d.delivery_fee)}`}</p>
                  <p className="text-sm text-gray-600">{`${d.pickup_location} → ${d.receiver_location}`}</p>
                  <span className="mt-1 inline-block text-sm text-primary underline">{t('delivery.details')}</span>
                </summary>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-gray-500">{t('delivery.createdAt')}</dt>
                  <dd>{formatDayTime(d.created_at, t.locale)}</dd>
                  <dt className="text-gray-500">{t('delivery.sender')}</dt>
                  <dd>{`${d.pickup_phone} · ${d.pickup_location}`}</dd>
                  <dt className="text-gray-500">{t('delivery.receiver')}</dt>
                  <dd>{`${d.receiver_phone} · ${d.receiver_location}`}</dd>
                  <dt className="text-gray-500">{t('delivery.collect')}</dt>
                  <dd>{`${collectText(d)} (${t(d.payment_note === 'COD' ? 'delivery.payCod' : 'delivery.payBank')})`}</dd>
                  {d.distance_km !== null && (
                    <>
                      <dt className="text-gray-500">{t('delivery.distanceLabel')}</dt>
                      <dd data-testid="delivery-distance">{t('delivery.km', { km: d.distance_km })}</dd>
                    </>
                  )}
                  {d.note && (
                    <>
                      <dt className="text-gray-500">{t('delivery.note')}</dt>
                      <dd>{d.note}</dd>
                    </>
                  )}
                </dl>
                <p className="mt-2 flex gap-4 text-sm">
                  {[mapLink(d.pickup_lat, d.pickup_long), mapLink(d.receiver_lat, d.receiver_long)].map((href, i) =>
                    href ? (
                      <a
                        key={href + i}
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary underline"
                      >
                        {`${t('delivery.openMap')} (${t(i === 0 ? 'delivery.sender' : 'delivery.receiver')})`}
                      </a>
                    ) : null,
                  )}
                </p>
                <h2 className="mt-3 mb-2 font-bold">{t('delivery.timeline')}</h2>
                <Timeline entries={d.timeline} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
