import { adminOrderPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.orders';
import { pageMeta } from '../lib/meta';
import { OrderList } from '../features/admin/order-list';
import { apiGet } from '../lib/api-client.server';
import { forwardQuery } from '../features/admin/admin-request.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Orders' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = forwardQuery(request, ['status', 'stage', 'store', 'payment_type', 'payment_status', 'from', 'to']);
  return apiGet(context, `/api/admin/orders${query}`, adminOrderPageSchema);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderList page={loaderData} />;
}
