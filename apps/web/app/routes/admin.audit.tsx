import type { Route } from './+types/admin.audit';
import { pageMeta } from '../lib/meta';
import { auditPageSchema } from '../features/admin/schemas';
import { AuditView } from '../features/admin/audit';
import { apiGet } from '../lib/api-client.server';
import { forwardQuery } from '../features/admin/admin-request.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Audit log' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiGet(context, `/api/admin/audit${forwardQuery(request, ['target_type', 'target_id'])}`, auditPageSchema);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AuditView page={loaderData} />;
}
