import { adminDashboardSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin._index';
import { pageMeta } from '../lib/meta';
import { adminGet } from '../features/admin/admin-api.server';
import { Dashboard } from '../features/admin/dashboard';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Back office' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return (await adminGet(context, '/api/admin/dashboard', adminDashboardSchema)).data;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <Dashboard data={loaderData} />;
}
