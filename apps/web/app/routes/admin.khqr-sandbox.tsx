import type { Route } from './+types/admin.khqr-sandbox';
import { pageMeta } from '../lib/meta';
import { khqrSandboxAnswerSchema } from '../features/admin/embedded-schemas';
import { KhqrSandboxView } from '../features/admin/khqr-sandbox';
import { apiGet, apiCall } from '../lib/api-client.server';
import { forwardQuery, adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'KHQR sandbox' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    pending: await apiGet(
      context,
      `/api/admin/payments/khqr-sandbox${forwardQuery(request, [])}`,
      khqrSandboxAnswerSchema,
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(formText(form, 'id'));
  const answer =
    formText(form, 'intent') === 'pay' && Number.isSafeInteger(id) && id > 0
      ? await apiCall(context, `/api/admin/payments/khqr-sandbox/${id}/pay`, { method: 'POST' })
      : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent: 'pay' });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <KhqrSandboxView pending={loaderData.pending} result={actionData} />;
}
