import { adminProblemsSchema } from '@fardin/core/contract-operations';
import type { Route } from './+types/admin.problems';
import { pageMeta } from '../lib/meta';
import { ProblemsView } from '../features/admin/problems';
import { apiGet } from '../lib/api-client.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Problems' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return { problems: (await apiGet(context, '/api/admin/problems?status=open', adminProblemsSchema)).data };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProblemsView problems={loaderData.problems} />;
}
