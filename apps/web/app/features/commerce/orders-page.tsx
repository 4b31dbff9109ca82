import { Link } from 'react-router';
import type { OrderSummary } from '@fardin/core/contract-commerce';
import { ORDER_STATUSES, type OrderStatus } from '@fardin/core/commerce-values';
import { formatUsdKhr } from '@fardin/core/money';
import { formatDay } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import { ProductImage } from '../../components/ui/product-image';

/** A cash-on-delivery order staff confirmed by phone sits in the "paid" stage with nothing paid yet. */
export const codConfirmed = (o: { payment_type: string; payment_status: string }) =>
  o.payment_type === 'cod' && o.payment_status !== 'paid';

export function OrderStatusBadge({ status, cod = false }: { status: OrderStatus; cod?: boolean }) {
  const t = useT();
  const tone =
    status === 'cancelled'
      ? 'bg-gray-200 text-gray-700'
      : status === 'pending'
        ? 'bg-warning/20 text-black'
        : 'bg-primary/10 text-primary';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="order-status">
      {status === 'paid' && cod ? t('commerce.order.confirmed') : t(`commerce.order.${status}`)}
    </span>
  );
}

/** /account/my-order: status tabs (To Pay, paid, delivering, completed, cancelled) and paged orders. */
export function OrdersPage(props: {
  status: OrderStatus | null;
  orders: OrderSummary[];
  page: number;
  lastPage: number;
  khrPerUsd: number | null;
  /** The order the checkout just placed (shown once as "order #N placed"). */
  placed?: number | null;
}) {
  const t = useT();
  const tabLink = (status: OrderStatus | null, page = 1) =>
    `${t.link('/account/my-order')}?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;
  return (
    <section className="mx-auto w-full max-w-3xl space-y-3 p-3 md:p-6">
      <h1 className="text-xl font-bold text-primary">{t('commerce.order.title')}</h1>
      {props.placed ? (
        <p
          role="status"
          className="rounded-2xl bg-green-50 p-3 text-green-900 ring-1 ring-green-600"
          data-testid="order-placed"
        >
          {t('commerce.order.placedNotice', { id: props.placed })}{' '}
          <Link to={t.link(`/account/my-order/${props.placed}`)} className="font-semibold underline">
            {t('commerce.order.placedOpen')}
          </Link>
        </p>
      ) : null}
      <nav className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1" aria-label={t('commerce.order.title')}>
        {([null, ...ORDER_STATUSES] as const).map((status) => (
          <Link
            key={status ?? 'all'}
            to={tabLink(status)}
            aria-current={props.status === status ? 'page' : undefined}
            className={`shrink-0 rounded-full px-4 py-1.5 text-sm ${props.status === status ? 'bg-primary text-white' : 'bg-white text-gray-700 shadow-sm'}`}
          >
            {t(status ? `commerce.order.${status}` : 'commerce.order.all')}
          </Link>
        ))}
      </nav>
      {props.orders.length === 0 && (
        <p className="rounded-2xl bg-white p-8 text-center text-gray-600 shadow-sm">{t('commerce.order.empty')}</p>
      )}
      <ul className="space-y-3">
        {props.orders.map((order) => (
          <li key={order.id}>
            <Link
              reloadDocument
              to={t.link(`/account/my-order/${order.id}`)}
              className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm"
              data-testid="order-card"
            >
              <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg">
                <ProductImage src={order.image || '/favicon.svg'} alt="" width={64} />
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{t('commerce.order.number', { id: order.id })}</span>
                  <OrderStatusBadge status={order.status} cod={codConfirmed(order)} />
                </div>
                <p className="text-xs text-gray-500">
                  {formatDay(order.date, t.locale)} · {t(`commerce.checkout.${order.payment_type}`)}
                </p>
                {order.payment_status === 'verifying' && order.status !== 'cancelled' && (
                  <p
                    className="mt-1 inline-block rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900"
                    data-testid="order-receipt-checking"
                  >
                    {t('commerce.receipt.checkingShort')}
                  </p>
                )}
                <p className="mt-1 text-sm">
                  {t('commerce.order.total')}:{' '}
                  <span className="font-bold text-secondary" data-testid="order-total">
                    {formatUsdKhr(order.total, props.khrPerUsd)}
                  </span>
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {props.lastPage > 1 && (
        <div className="flex justify-between">
          {props.page > 1 ? (
            <Link to={tabLink(props.status, props.page - 1)} className="text-primary underline">
              {t('commerce.order.prev')}
            </Link>
          ) : (
            <span />
          )}
          {props.page < props.lastPage && (
            <Link to={tabLink(props.status, props.page + 1)} className="text-primary underline">
              {t('commerce.order.next')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
