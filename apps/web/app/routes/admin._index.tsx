import { adminDashboardSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin._index';
import { pageMeta } from '../lib/meta';
import { Dashboard } from '../features/admin/dashboard';
import { apiGet } from '../lib/api-client.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Back office' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return (await apiGet(context, '/api/admin/dashboard', adminDashboardSchema)).data;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <Dashboard data={loaderData} />;
}
