import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { CheckoutOptions, QualityCheck } from '@fardin/core/contract-commerce';
import type { OrderJourneyDetail } from '@fardin/core/contract-operations';
import { formatUsdKhr } from '@fardin/core/money';
import { formatDayTime } from '@fardin/core/date-text';
import { isSystemNote, systemNoteText } from '@fardin/core/system-notes';
import { useT } from '../../i18n/i18n-context';
import { ProductImage } from '../../components/ui/product-image';
import { codConfirmed, OrderStatusBadge } from './orders-page';
import { OrderTrackingCode } from './order-tracking-code';
import { TranslatedText } from '../../components/ui/translated-text';
import type { ErrorTexts } from '../../lib/error-texts';
import { LineProblem } from './line-problem';
import { TransferReceiptNotice } from './transfer-receipt-notice';
import { OrderLedger } from '../../components/ui/order-ledger';
import { OrderParcels } from './order-parcels';
import { Theirs } from '../../components/ui/their-words';
import { pickText } from '@fardin/core/i18n-text';
import { useRootData } from '../../lib/root-data';
import { lineStatus, weighedFreight } from './order-journey-view';

/** /account/my-order/{id}: lines, totals, payment, address and the cross-border timeline. */
export function OrderDetailPage({
  order,
  error,
  khrPerUsd,
  options,
  errorTexts,
  answered = false,
  conversation,
}: {
  order: OrderJourneyDetail;
  error?: string | undefined;
  khrPerUsd: number | null;
  /** Checkout options (banks, wallet, KHQR poll) when a line has a problem to pay; else null. */
  options: CheckoutOptions | null;
  errorTexts: ErrorTexts;
  /** A problem was just answered. */
  answered?: boolean;
  /** The order's conversation with the shop (decision 0041). */
  conversation?: ReactNode;
}) {
  const t = useT();
  const money = (usd: number) => formatUsdKhr(usd, khrPerUsd);
  const problemCtx = { options, errorTexts, money };
  const navigation = useNavigation();
  const freight = order.delivery_fee_known ? null : weighedFreight(order);
  return (
    <section className="mx-auto w-full max-w-3xl space-y-3 p-3 md:p-6">
      <Link to={t.link('/account/my-order')} className="text-sm text-primary underline">
        {t('commerce.order.back')}
      </Link>
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-bold text-primary">{t('commerce.order.number', { id: order.id })}</h1>
        <OrderStatusBadge status={order.status} cod={codConfirmed(order)} />
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm text-error" data-testid="order-error">
          {error}
        </p>
      )}
      {answered && (
        <p
          role="status"
          className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
          data-testid="problem-answered"
        >
          {t('commerce.problem.answered')}
        </p>
      )}
      {order.status === 'cancelled' && (order.refunded_to_wallet > 0 || order.payment_status === 'refunded') && (
        <p role="status" className="rounded-2xl bg-green-50 p-4 text-sm text-green-900" data-testid="order-refunded">
          {order.refunded_to_wallet > 0
            ? t('commerce.order.refundedToWallet', { amount: money(order.refunded_to_wallet) })
            : t('commerce.order.refundComing')}{' '}
          <Link to={t.link('/account/wallet')} className="font-semibold underline">
            {t('commerce.order.seeWallet')}
          </Link>
        </p>
      )}
      {order.transfer_receipt && <TransferReceiptNotice receipt={order.transfer_receipt} />}
      {order.tracking_code && <OrderTrackingCode code={order.tracking_code} />}
      {order.carrier_tracking_no && (
        <p className="rounded-2xl bg-white p-4 text-sm shadow-sm" data-testid="carrier-tracking">
          <span className="text-gray-600">{t('commerce.order.carrierTracking')}: </span>
          <span className="font-mono font-semibold select-all">{order.carrier_tracking_no}</span>
        </p>
      )}
      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-bold">{t('commerce.order.items')}</h2>
        <ul className="divide-y divide-gray-100">
          {order.lines.map((line, i) => (
            <li key={i} className="py-2" data-testid="order-line" data-state={line.state}>
              <div className="flex gap-3">
                <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg">
                  <ProductImage src={line.image || '/favicon.svg'} alt="" width={56} />
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <TranslatedText
                    text={line.product_name}
                    original={line.product_name_original}
                    className="line-clamp-2"
                    testId="line-title"
                  />
                  {line.variant && (
                    <p className="text-xs text-gray-500" data-user-text="">
                      {line.variant}
                    </p>
                  )}
                  <p className="text-gray-600">
                    {money(line.product_price)} × {line.quantity}
                  </p>
                  <LineStatus line={line} parcels={order.parcels} />
                  {line.check && line.id !== undefined && (
                    <LineCheck lineId={line.id} check={line.check} open={order.can_decide_checks} />
                  )}
                </div>
              </div>
              <LineProblem line={line} ctx={problemCtx} />
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-1 rounded-2xl bg-white p-4 text-sm shadow-sm">
        <Line label={t('commerce.checkout.subtotal')} value={money(order.subtotal)} />
        {/* An unweighed parcel's fee is not known yet: never shown as $0.00. Once every live line is
            in a weighed parcel, the order's share of their freight, billed there (the parcels below). */}
        <Line
          label={t('commerce.checkout.shippingFee')}
          value={
            order.delivery_fee_known
              ? money(order.delivery_fee)
              : freight === null
                ? t('commerce.ship.whenWeighed')
                : money(freight)
          }
          testId="order-shipping-fee"
        />
        {!order.delivery_fee_known && freight !== null && (
          <p className="text-right text-xs text-gray-500" data-testid="order-shipping-note">
            {t('commerce.ship.byParcels')}
          </p>
        )}
        {order.discount > 0 && <Line label={t('commerce.checkout.discount')} value={`-${money(order.discount)}`} />}
        <Line
          label={t('commerce.checkout.grandTotal')}
          value={money(order.grand_total)}
          strong
          testId="order-grand-total"
        />
        <Line label={t('commerce.order.paymentType')} value={t(`commerce.checkout.${order.payment_type}`)} />
        <Line
          label={t('commerce.checkout.transport')}
          value={`${t(`commerce.checkout.${order.transport}`)} · ${t('commerce.order.estimate', { days: order.estimate_time })}`}
        />
        <Line
          label={t('commerce.checkout.address')}
          value={order.delivery === 'warehouse' ? <PickupPlace /> : <Theirs>{order.address}</Theirs>}
        />
        {order.note && (
          <div className="pt-1" data-testid="order-note">
            <p className="text-gray-600">{t('commerce.checkout.note')}</p>
            <p className="whitespace-pre-line break-words" data-user-text="">
              {order.note}
            </p>
          </div>
        )}
      </section>
      <OrderParcels order={order} ctx={problemCtx} />
      <OrderLedger rows={order.ledger} balanceDue={order.balance_due} money={money} />
      {conversation}
      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="mb-3 font-bold">{t('commerce.order.timeline')}</h2>
        <ol className="relative ml-2 border-l-2 border-primary/30" data-testid="order-timeline">
          {[...order.timeline].reverse().map((event, i) => (
            <li key={`${event.stage}-${i}`} className="mb-4 ml-4">
              <span
                className={`absolute -left-[7px] mt-1 h-3 w-3 rounded-full ${i === 0 ? 'bg-primary' : 'bg-gray-300'}`}
                aria-hidden="true"
              />
              <p className="font-semibold">
                {event.stage === 'paid' && codConfirmed(order)
                  ? t('commerce.stage.confirmed')
                  : t(`commerce.stage.${event.stage}`)}
              </p>
              <p className="text-xs text-gray-500">{formatDayTime(event.date, t.locale)}</p>
              {event.note && (
                <p className="text-sm text-gray-700" data-user-text={isSystemNote(event.note) ? undefined : ''}>
                  {systemNoteText(event.note, t.locale)}
                </p>
              )}
              {event.photos.length > 0 && (
                <div className="mt-2 flex gap-2">
                  {event.photos.map((photo) => (
                    <a key={photo} href={photo} target="_blank" rel="noreferrer">
                      <div className="h-16 w-16 shrink-0 overflow-hidden rounded">
                        <ProductImage src={photo} alt="" width={64} />
                      </div>
                    </a>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
      </section>
      {order.can_cancel && (
        // Asks first, without JavaScript too: the first tap only opens the question.
        <details className="group rounded-2xl border border-error/40 bg-white" data-testid="cancel-order">
          <summary className="cursor-pointer list-none rounded-full py-3 text-center font-semibold text-error group-open:hidden">
            {t('commerce.order.cancel')}
          </summary>
          <Form method="post" className="space-y-3 p-4">
            <p className="font-semibold" data-testid="cancel-question">
              {t('commerce.order.cancelQuestion')}
            </p>
            <input type="hidden" name="intent" value="cancel" />
            <div className="flex gap-2">
              <button
                type="submit"
                disabled={navigation.state !== 'idle'}
                className="flex-1 rounded-full bg-error py-3 font-semibold text-white"
                data-testid="cancel-confirm"
              >
                {t('commerce.order.cancelYes')}
              </button>
              <a
                href="?"
                className="flex-1 rounded-full border border-gray-300 py-3 text-center font-semibold text-gray-700"
              >
                {t('commerce.order.cancelKeep')}
              </a>
            </div>
          </Form>
        </details>
      )}
    </section>
  );
}

/** A line's badge: its own state, or once it is packed its parcel's (OPERATIONS.md section 2). */
function LineStatus({
  line,
  parcels,
}: {
  line: OrderJourneyDetail['lines'][number];
  parcels: OrderJourneyDetail['parcels'];
}) {
  const t = useT();
  const status = lineStatus(line, parcels);
  const waiting = ['problem', 'freight_due', 'delivery_failed'].includes(status.state);
  const ended = ['cancelled', 'returned'].includes(status.state);
  return (
    <p
      className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${waiting ? 'bg-amber-100 text-amber-900' : ended ? 'bg-gray-200 text-gray-700' : 'bg-primary/10 text-primary'}`}
      data-testid="line-state"
      data-parcel-state={status.kind === 'parcel' ? status.state : undefined}
    >
      {status.kind === 'parcel' ? t(`commerce.parcel.state.${status.state}`) : t(`commerce.line.state.${line.state}`)}
    </p>
  );
}

/** The warehouse's photos and measurements of one line, and the shopper's answer while it is open. */
function LineCheck({ lineId, check, open }: { lineId: number; check: QualityCheck; open: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const button = 'rounded-full border px-3 py-1.5 text-xs font-semibold disabled:opacity-50';
  return (
    <div className="mt-2 space-y-2 rounded-xl bg-gray-50 p-2" data-testid="quality-check">
      <p className="text-xs font-semibold text-primary">{t('commerce.check.title')}</p>
      {check.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {check.photos.map((photo) => (
            <a
              key={photo}
              href={photo}
              target="_blank"
              rel="noreferrer"
              className="block h-20 w-20 overflow-hidden rounded-lg bg-white"
            >
              <img
                src={photo}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="h-20 w-20 object-cover"
              />
            </a>
          ))}
        </div>
      )}
      {check.weight_kg !== null && (
        <p className="text-xs text-gray-700">{t('commerce.check.weight', { kg: check.weight_kg })}</p>
      )}
      {check.length_cm !== null && check.width_cm !== null && check.height_cm !== null && (
        <p className="text-xs text-gray-700">
          {t('commerce.check.dims', { l: check.length_cm, w: check.width_cm, h: check.height_cm })}
        </p>
      )}
      {check.note && <p className="text-xs text-gray-700">{check.note}</p>}
      <p className="text-xs font-semibold" data-testid="check-decision">
        {t(`commerce.check.decision.${check.decision}`)}
        {check.reason ? ` · ${check.reason}` : ''}
      </p>
      {open && (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="decide" />
          <input type="hidden" name="line_id" value={lineId} />
          <label className="block text-xs">
            <span className="text-gray-600">{t('commerce.check.reason')}</span>
            <textarea
              name="reason"
              rows={2}
              maxLength={1000}
              defaultValue={check.reason ?? ''}
              className="mt-1 w-full rounded-lg border p-2 text-sm"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="decision"
              value="approved"
              disabled={busy}
              className={`${button} border-primary bg-primary text-white`}
            >
              {t('commerce.check.approve')}
            </button>
            <button
              type="submit"
              name="decision"
              value="return"
              disabled={busy}
              className={`${button} border-error text-error`}
            >
              {t('commerce.check.return')}
            </button>
            <button
              type="submit"
              name="decision"
              value="exchange"
              disabled={busy}
              className={`${button} border-primary text-primary`}
            >
              {t('commerce.check.exchange')}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-primary' : ''}`}>
      <span className="text-gray-600">{label}</span>
      <span className="text-right" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** A pick-up order's place: the warehouse, with its address in the page's language (the shop's contact). */
function PickupPlace() {
  const t = useT();
  const contact = useRootData()?.contact;
  return (
    <>
      {t('commerce.checkout.warehouse')}
      {contact && (
        <span className="block text-xs" data-testid="order-pickup-address">
          {pickText(contact.address, t.locale)}
        </span>
      )}
    </>
  );
}
