import { adminProblemsSchema } from '@fardin/core/contract-operations';
import type { Route } from './+types/admin.problems';
import { pageMeta } from '../lib/meta';
import { ProblemsView } from '../features/admin/problems';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Problems' }, { noindex: true });

/**
 * Open problems, and the differences paid by transfer waiting for their receipt to be accepted.
 * `?at=` (a moved clock, development and E2E servers only) is passed on as it is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const at = new URL(request.url).searchParams.get('at');
  const query = (status: string) => new URLSearchParams({ status, ...(at ? { at } : {}) });
  const [open, waiting] = await Promise.all([
    apiGet(context, `/api/admin/problems?${query('open')}`, adminProblemsSchema),
    apiGet(context, `/api/admin/problems?${query('awaiting_payment')}`, adminProblemsSchema),
  ]);
  return {
    problems: open.data,
    qcDecisions: open.qc_decisions,
    transfers: waiting.data.filter((p) => p.receipt_url !== null),
  };
}

/** Accept the transfer receipt of a difference, or refuse it with a reason (the problem opens again). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const known = Number.isSafeInteger(id) && id > 0;
  const answer =
    known && intent === 'verify'
      ? await apiCall(context, `/api/admin/problems/${id}/verify-transfer`, { method: 'POST' })
      : known && intent === 'refuse'
        ? await apiCall(context, `/api/admin/problems/${id}/reject-transfer`, {
            method: 'POST',
            body: { reason: formText(form, 'reason') },
          })
        : UNKNOWN_ACTION;
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProblemsView
      problems={loaderData.problems}
      qcDecisions={loaderData.qcDecisions}
      transfers={loaderData.transfers}
      result={actionData}
    />
  );
}
