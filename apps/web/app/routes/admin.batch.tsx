import { addParcelsAnswerSchema, batchAnswerSchema, BATCH_STATES } from '@fardin/core/contract-batches';
import { adminParcelListSchema } from '@fardin/core/contract-parcels';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/admin.batch';
import { pageMeta } from '../lib/meta';
import { BatchView } from '../features/admin/batches';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { idOf, notFoundPage, scannedCode, scanResult } from '../features/admin/last-mile.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Batch' }, { noindex: true });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = idOf(params.id);
  if (!id) throw notFoundPage();
  const [batch, parcels] = await Promise.all([
    apiGet(context, `/api/admin/batches/${id}`, batchAnswerSchema),
    apiGet(context, `/api/admin/parcels?batch_id=${id}`, adminParcelListSchema),
  ]);
  const confirming = new URL(request.url).searchParams.get('confirm') === '1';
  return { batch: batch.data, parcels: parcels.data, confirming };
}

/** `add`: one scanned parcel code into the open batch; `move`: the batch's next state, confirmed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params.id);
  if (!id) throw notFoundPage();
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'add') {
    const code = scannedCode(formText(form, 'code'));
    const answer = await apiCall(
      context,
      `/api/admin/batches/${id}/parcels`,
      { method: 'POST', body: { codes: [code] } },
      addParcelsAnswerSchema,
    );
    return scanResult(request, answer, intent, { key: 'admin.batches.added', params: { code } });
  }
  const to = BATCH_STATES.find((s) => s === formText(form, 'to'));
  if (intent === 'move' && to) {
    const answer = await apiCall(context, `/api/admin/batches/${id}/move`, { method: 'POST', body: { to } });
    return adminResult(request, answer, { intent });
  }
  return adminResult(request, UNKNOWN_ACTION, { intent });
}

/**
 * The batch and its parcels are read again after every scan, a refused one too (React Router skips
 * the reload after a 4xx by default): a scanner's next code, sent while the list of the last one
 * was still loading, cancels that load, and "already in this batch" must not leave the list short.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BatchView
      batch={loaderData.batch}
      parcels={loaderData.parcels}
      confirming={loaderData.confirming}
      result={actionData}
    />
  );
}
