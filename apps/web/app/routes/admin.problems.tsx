import { adminProblemsSchema } from '@fardin/core/contract-operations';
import type { Route } from './+types/admin.problems';
import { pageMeta } from '../lib/meta';
import { ProblemsView } from '../features/admin/problems';
import { apiGet } from '../lib/api-client.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Problems' }, { noindex: true });

/** Open problems; `?at=` (a moved clock, development and E2E servers only) is passed on as it is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const at = new URL(request.url).searchParams.get('at');
  const query = new URLSearchParams({ status: 'open', ...(at ? { at } : {}) });
  return { problems: (await apiGet(context, `/api/admin/problems?${query}`, adminProblemsSchema)).data };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProblemsView problems={loaderData.problems} />;
}
