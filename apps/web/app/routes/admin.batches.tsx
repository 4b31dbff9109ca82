import { redirect } from 'react-router';
import { batchAnswerSchema, batchesAnswerSchema } from '@fardin/core/contract-batches';
import { shopDay } from '@fardin/core/shop-day';
import type { Route } from './+types/admin.batches';
import { pageMeta } from '../lib/meta';
import { BatchesView } from '../features/admin/batches';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Batches' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const batches = await apiGet(context, '/api/admin/batches', batchesAnswerSchema);
  return { batches: batches.data, today: shopDay(new Date()) };
}

/** Open a batch, then go to it (parcels are scanned in there). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent !== 'create') return adminResult(request, UNKNOWN_ACTION, { intent });
  const values = {
    mode: formText(form, 'mode'),
    vehicle_no: formText(form, 'vehicle_no'),
    departs_on: formText(form, 'departs_on'),
    eta: formText(form, 'eta'),
  };
  const answer = await apiCall(context, '/api/admin/batches', { method: 'POST', body: values }, batchAnswerSchema);
  if (answer.ok) return redirect(`/admin/batches/${answer.data.data.id}`);
  // The refusal goes under the field it names; the form keeps what was typed (also without JavaScript).
  return adminResult(request, answer, { intent, field: answer.field ?? null, values });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <BatchesView batches={loaderData.batches} today={loaderData.today} result={actionData} />;
}
