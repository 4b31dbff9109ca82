import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import type { ParcelAnswer } from '@fardin/core/contract-parcels';
import { formatUsd } from '@fardin/core/money';
import { formatDayTime } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import { Choice } from '../../components/ui/choice';
import { SecondPaymentForm, type PaymentContext } from './second-payment-form';

const primary = 'w-full rounded-full bg-primary py-3 font-semibold text-white disabled:opacity-50';
const DAY_MS = 86_400_000;

export type ParcelContext = PaymentContext;

/** The freight's parts as the one calculator worked them out (weight or volume, the higher, plus the fee). */
function FreightParts({ parcel, money }: { parcel: ParcelAnswer; money(usd: number): string }) {
  const t = useT();
  const p = parcel.freight_parts;
  if (!p) return null;
  return (
    <ul className="space-y-0.5 text-xs text-gray-700" data-testid="freight-parts">
      <li className={p.condition === 'weight' ? 'font-semibold' : ''}>
        {t('commerce.parcel.byWeight', { kg: p.actual_kg, rate: formatUsd(p.kilo_price) })} ={' '}
        {formatUsd(p.weight_price)}
      </li>
      <li className={p.condition === 'volume' ? 'font-semibold' : ''}>
        {t('commerce.parcel.byVolume', { cbm: p.volume_cbm, rate: formatUsd(p.vol_price) })} ={' '}
        {formatUsd(p.volume_price)}
      </li>
      <li>
        {t('commerce.parcel.serviceFee')}: {money(p.service_fee)}
      </li>
      <li className="text-gray-500">{t(`commerce.parcel.rule.${p.condition}`)}</li>
    </ul>
  );
}

/** The hidden fields of a parcel's freight payment. */
function FreightFields({ parcel }: { parcel: ParcelAnswer }) {
  return (
    <>
      <input type="hidden" name="intent" value="freight" />
      <input type="hidden" name="parcel_id" value={parcel.id} />
    </>
  );
}

function ParcelCard({ parcel, ctx }: { parcel: ParcelAnswer; ctx: ParcelContext }) {
  const t = useT();
  const due = parcel.state === 'freight_due';
  const pendingTransfer = due && parcel.payment?.type === 'bankTransfer';
  return (
    <li className="space-y-2 py-3" data-testid="parcel" data-state={parcel.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold">
          {t('commerce.parcel.code', { code: '' }).trim()}{' '}
          <span className="font-mono" data-testid="parcel-code">
            {parcel.code}
          </span>
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${due ? 'bg-amber-100 text-amber-900' : 'bg-primary/10 text-primary'}`}
          data-testid="parcel-state"
        >
          {t(`commerce.parcel.state.${parcel.state}`)}
        </span>
      </div>
      {parcel.weight_kg === null ? (
        <p className="text-xs text-gray-600">{t('commerce.parcel.notWeighed')}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
          <dt className="text-gray-600">{t('commerce.parcel.weight')}</dt>
          <dd className="text-right">{t('commerce.parcel.kg', { kg: parcel.weight_kg })}</dd>
          {parcel.dims_cm && (
            <>
              <dt className="text-gray-600">{t('commerce.parcel.size')}</dt>
              <dd className="text-right">
                {t('commerce.parcel.cm', {
                  l: parcel.dims_cm.length,
                  w: parcel.dims_cm.width,
                  h: parcel.dims_cm.height,
                })}
              </dd>
            </>
          )}
          <dt className="text-gray-600">{t('commerce.parcel.billable')}</dt>
          <dd className="text-right font-semibold" data-testid="parcel-billable">
            {t('commerce.parcel.kg', { kg: parcel.billable_kg ?? 0 })}
          </dd>
          <dt className="font-semibold">{t('commerce.parcel.freight')}</dt>
          <dd className="text-right font-bold text-primary" data-testid="parcel-freight">
            {ctx.money(parcel.freight ?? 0)}
          </dd>
          {parcel.freight_credit > 0 && (
            // The shipping estimate paid at checkout, credited against this freight (decision 0048).
            <>
              <dt className="text-gray-600">{t('commerce.parcel.checkoutCredit')}</dt>
              <dd className="text-right text-green-800" data-testid="parcel-freight-credit">
                −{ctx.money(parcel.freight_credit)}
              </dd>
              <dt className="font-semibold">{t('commerce.parcel.toPay')}</dt>
              <dd className="text-right font-bold" data-testid="parcel-freight-due">
                {ctx.money(parcel.freight_due ?? 0)}
              </dd>
            </>
          )}
        </dl>
      )}
      <FreightParts parcel={parcel} money={ctx.money} />
      {parcel.photos.length > 0 && (
        <div className="flex flex-wrap gap-2" aria-label={t('commerce.parcel.photos')}>
          {parcel.photos.map((photo) => (
            <a
              key={photo}
              href={photo}
              target="_blank"
              rel="noreferrer"
              className="block h-16 w-16 overflow-hidden rounded"
            >
              <img src={photo} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 object-cover" />
            </a>
          ))}
        </div>
      )}
      {parcel.batch?.eta && (
        <p className="text-xs text-gray-700">
          {t('commerce.parcel.eta', { date: formatDayTime(parcel.batch.eta, t.locale) })}
        </p>
      )}
      {parcel.state === 'cod_freight' && <p className="text-xs text-gray-700">{t('commerce.parcel.codChosen')}</p>}
      {pendingTransfer && (
        <p className="text-xs font-semibold text-amber-900" data-testid="freight-transfer-sent">
          {t('commerce.parcel.transferSent')}
        </p>
      )}
      {parcel.state === 'freight_paid' && (
        <p className="text-xs font-semibold text-green-800" data-testid="freight-paid">
          {parcel.freight_due === 0 && parcel.freight_credit > 0
            ? t('commerce.parcel.coveredByCheckout')
            : t('commerce.parcel.paid')}
        </p>
      )}
      {due && !pendingTransfer && (
        // The freight, the second payment: KHQR, transfer with receipt, Anakut Cash, or cash at the
        // door where the shop allows it (decision 0042).
        <SecondPaymentForm
          testPrefix="freight"
          types={['khqr', 'bankTransfer', 'anakut', ...(parcel.cod_allowed ? (['cod'] as const) : [])]}
          heading={t('commerce.parcel.payWith')}
          typeLabel={(type) => (type === 'cod' ? t('commerce.parcel.cod') : t(`commerce.checkout.${type}`))}
          amount={parcel.freight_due ?? 0}
          submitText={t('commerce.parcel.pay', { amount: ctx.money(parcel.freight_due ?? 0) })}
          hidden={<FreightFields parcel={parcel} />}
          khqr={{ path: `/api/parcels/${parcel.id}/pay`, body: { payment_type: 'khqr' } }}
          ctx={ctx}
        />
      )}
    </li>
  );
}

/**
 * Free storage: the countdown to its end, then the days over and their fee, and the fee due with
 * its own pay button (the freight's methods but cash at the door, decision 0055).
 */
function StorageCountdown({
  orderId,
  storage,
  paidBefore,
  ctx,
}: {
  orderId: number;
  storage: NonNullable<OrderJourneyDetail['storage']>;
  /** The order's ledger has a storage fee paid. */
  paidBefore: boolean;
  ctx: ParcelContext;
}) {
  const t = useT();
  const { money } = ctx;
  if (!storage.free_until && storage.due <= 0) return null;
  const left = storage.free_until ? Math.ceil((Date.parse(storage.free_until) - Date.now()) / DAY_MS) : 0;
  const transferSent = storage.payment?.type === 'bankTransfer';
  return (
    <div
      className={`space-y-1 rounded-xl p-3 text-sm ${left <= 7 ? 'bg-amber-50' : 'bg-gray-50'}`}
      data-testid="storage"
    >
      <p className="font-semibold">{t('commerce.storage.title')}</p>
      {storage.free_until && (
        <p>{t('commerce.storage.until', { date: formatDayTime(storage.free_until, t.locale) })}</p>
      )}
      {storage.days_over > 0 ? (
        <p className="font-semibold text-error">
          {t('commerce.storage.over', {
            days: storage.days_over,
            fee: money(storage.fee),
            daily: money(storage.daily_fee),
          })}
        </p>
      ) : (
        storage.free_until && (
          <p className="font-bold text-primary" data-testid="storage-days-left">
            {t('commerce.storage.daysLeft', { days: Math.max(0, left) })}
          </p>
        )
      )}
      <p className="text-xs text-gray-600">
        {t('commerce.storage.rule', { days: storage.free_days, daily: money(storage.daily_fee) })}
      </p>
      {storage.due > 0 && (
        <p className="font-bold" data-testid="storage-due">
          {t('commerce.storage.due', { amount: money(storage.due) })}
        </p>
      )}
      {storage.due > 0 && transferSent && (
        <p className="text-xs font-semibold text-amber-900" data-testid="storage-transfer-sent">
          {t('commerce.parcel.transferSent')}
        </p>
      )}
      {storage.due > 0 && !transferSent && (
        <SecondPaymentForm
          testPrefix="storage"
          types={['khqr', 'bankTransfer', 'anakut']}
          heading={t('commerce.storage.payWith')}
          typeLabel={(type) => t(`commerce.checkout.${type}`)}
          amount={storage.due}
          submitText={t('commerce.storage.pay', { amount: money(storage.due) })}
          hidden={<input type="hidden" name="intent" value="storage" />}
          khqr={{ path: `/api/orders/${orderId}/storage/pay`, body: { payment_type: 'khqr' } }}
          ctx={ctx}
        />
      )}
      {storage.due <= 0 && (paidBefore || storage.days_over > 0) && (
        <p className="text-xs font-semibold text-green-800" data-testid="storage-paid">
          {t('commerce.storage.paid')}
        </p>
      )}
    </div>
  );
}

/** The shopper's choice per order: ship as soon as ready, or wait and combine. */
function ShippingPreference({ value }: { value: OrderJourneyDetail['shipping_preference'] }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const [picked, setPicked] = useState(value);
  return (
    <Form method="post" className="space-y-2" data-testid="shipping-preference">
      <input type="hidden" name="intent" value="preference" />
      <p className="text-sm font-semibold">{t('commerce.shipping.title')}</p>
      {(['asap', 'combine'] as const).map((p) => (
        <Choice
          key={p}
          name="preference"
          value={p}
          checked={picked === p}
          onChange={() => setPicked(p)}
          testId={`preference-${p}`}
        >
          <span className="text-sm">{t(`commerce.shipping.${p}`)}</span>
        </Choice>
      ))}
      {picked !== value && (
        <button type="submit" disabled={busy} className={primary} data-testid="preference-save">
          {t('commerce.shipping.save')}
        </button>
      )}
    </Form>
  );
}

/** The order page's parcels, free storage and shipping preference (OPERATIONS.md section 2). */
export function OrderParcels({ order, ctx }: { order: OrderJourneyDetail; ctx: ParcelContext }) {
  const t = useT();
  const live = order.lines.some((l) => !['cancelled', 'returned', 'awaiting_payment'].includes(l.state));
  if (!live && order.parcels.length === 0) return null;
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" data-testid="order-parcels">
      <h2 className="font-bold">{t('commerce.parcel.title')}</h2>
      {order.parcels.length > 0 && (
        <ul className="divide-y divide-gray-100">
          {order.parcels.map((p) => (
            <ParcelCard key={p.id} parcel={p} ctx={ctx} />
          ))}
        </ul>
      )}
      {order.storage && (
        <StorageCountdown
          orderId={order.id}
          storage={order.storage}
          paidBefore={order.ledger.some((r) => r.kind === 'storage_paid')}
          ctx={ctx}
        />
      )}
      <ShippingPreference value={order.shipping_preference} />
    </section>
  );
}
