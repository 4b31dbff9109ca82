import { matchUnclaimedAnswerSchema, receiveAnswerSchema, unclaimedListSchema } from '@fardin/core/contract-warehouse';
import type { Route } from './+types/admin.warehouse';
import { pageMeta } from '../lib/meta';
import { WarehouseView } from '../features/admin/warehouse';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Receiving' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  return { unclaimed: (await apiGet(context, '/api/admin/warehouse/unclaimed', unclaimedListSchema)).data };
}

/** A scan (`receive`: typed, a USB scanner's Enter, or the camera) or an unclaimed parcel matched to lines. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent') || 'receive';
  const shelf = formText(form, 'shelf');
  if (intent === 'receive') {
    const answer = await apiCall(
      context,
      '/api/admin/warehouse/receive',
      {
        method: 'POST',
        body: { tracking_no: formText(form, 'code'), ...(shelf ? { shelf } : {}) },
      },
      receiveAnswerSchema,
    );
    return adminResult(request, answer, { intent, shelf, scan: answer.ok ? answer.data.data : null, at: Date.now() });
  }
  if (intent === 'match') {
    const ids = formText(form, 'line_ids')
      .split(/[\s,]+/)
      .filter((s) => /^\d+$/.test(s))
      .map(Number);
    const answer = await apiCall(
      context,
      `/api/admin/warehouse/unclaimed/${Number(formText(form, 'id')) || 0}/match`,
      {
        method: 'POST',
        body: { line_ids: ids, ...(shelf ? { shelf } : {}) },
      },
      matchUnclaimedAnswerSchema,
    );
    return adminResult(request, answer, { intent, shelf, scan: null, at: Date.now() });
  }
  return adminResult(request, UNKNOWN_ACTION, { intent, shelf, scan: null });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <WarehouseView unclaimed={loaderData.unclaimed} result={actionData} />;
}
