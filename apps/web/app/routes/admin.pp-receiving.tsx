import { batchAnswerSchema, batchesAnswerSchema } from '@fardin/core/contract-batches';
import { adminParcelListSchema } from '@fardin/core/contract-parcels';
import type { Route } from './+types/admin.pp-receiving';
import { pageMeta } from '../lib/meta';
import { PpReceivingView } from '../features/admin/pp-receiving';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { idOf, pageRefusal, scannedCode, scanResult } from '../features/admin/last-mile.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Phnom Penh receiving' }, { noindex: true });

const parcelsOf = async (context: Route.LoaderArgs['context'], batchId: number) =>
  (await apiGet(context, `/api/admin/parcels?batch_id=${batchId}`, adminParcelListSchema)).data;

export async function loader({ context, request }: Route.LoaderArgs) {
  const all = (await apiGet(context, '/api/admin/batches', batchesAnswerSchema)).data;
  const batches = all.filter((b) => b.state === 'departed' || b.state === 'arrived');
  const id = idOf(new URL(request.url).searchParams.get('batch'));
  const batch = id ? await apiCall(context, `/api/admin/batches/${id}`, {}, batchAnswerSchema) : null;
  const chosen = batch?.ok ? { batch: batch.data.data, parcels: await parcelsOf(context, batch.data.data.id) } : null;
  return { batches, chosen };
}

/** One scan: the parcel of this batch with that code is received in Phnom Penh (`arrive`). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const batchId = idOf(formText(form, 'batch'));
  if (intent !== 'arrive' || !batchId) return adminResult(request, UNKNOWN_ACTION, { intent });
  const code = scannedCode(formText(form, 'code'));
  const parcel = (await parcelsOf(context, batchId)).find((p) => p.code === code);
  if (!parcel) return scanResult(request, pageRefusal(request, 'admin.ppr.notInBatch', { code }), intent);
  const answer = await apiCall(context, `/api/admin/parcels/${parcel.id}/arrive`, { method: 'POST' });
  return scanResult(request, answer, intent, { key: 'admin.ppr.received', params: { code } });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PpReceivingView batches={loaderData.batches} chosen={loaderData.chosen} result={actionData} />;
}
