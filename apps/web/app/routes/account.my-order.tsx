import { rielRate } from '../lib/riel-rate.server';
import type { Route } from './+types/account.my-order';
import { ORDER_STATUSES, orderHistorySchema, type OrderStatus } from '@fardin/core/contract-commerce';
import { pageMeta } from '../lib/meta';
import { apiGet } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { OrdersPage } from '../features/commerce/orders-page';
import { takePlacedOrder } from '../features/commerce/placed-order.server';
import { data } from 'react-router';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myOrder', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const q = new URL(request.url).searchParams;
  const raw = q.get('status');
  const status = (ORDER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as OrderStatus) : null;
  const page = Math.max(1, Math.min(10_000, Number(q.get('page')) || 1));
  // envelope=1: our paged answer; without it the mobile client's top-level array (decision 0018).
  const params = new URLSearchParams({
    envelope: '1',
    page: String(page),
    row_per_page: '12',
    ...(status ? { status } : {}),
  });
  const [history, khrPerUsd] = await Promise.all([
    apiGet(context, `/api/checkout/history?${params}`, orderHistorySchema),
    rielRate(context),
  ]);
  const placed = takePlacedOrder(request);
  return data(
    { status, history, khrPerUsd, placed: placed.id },
    placed.clear ? { headers: { 'Set-Cookie': placed.clear } } : undefined,
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { history, status, khrPerUsd, placed } = loaderData;
  return (
    <OrdersPage
      status={status}
      orders={history.data}
      page={history.page}
      lastPage={history.last_page}
      khrPerUsd={khrPerUsd}
      placed={placed}
    />
  );
}
