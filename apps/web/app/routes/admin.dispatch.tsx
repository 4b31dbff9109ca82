import { dispatchAnswerSchema, ridersListSchema } from '@fardin/core/contract-riders';
import type { Route } from './+types/admin.dispatch';
import { pageMeta } from '../lib/meta';
import { DispatchView } from '../features/admin/dispatch';
import { apiCall, apiGet, type ApiResult } from '../lib/api-client.server';
import { adminLocale, adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { failureText } from '../lib/api-client.server';
import { idOf, pageRefusal, scannedCode, scanResult } from '../features/admin/last-mile.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Dispatch' }, { noindex: true });

const queueOf = async (context: Route.LoaderArgs['context']) =>
  (await apiGet(context, '/api/admin/dispatch', dispatchAnswerSchema)).data;

export async function loader({ context }: Route.LoaderArgs) {
  const [queue, riders] = await Promise.all([queueOf(context), apiGet(context, '/api/admin/riders', ridersListSchema)]);
  return { queue, riders: riders.data };
}

/** `assign`: the ticked parcels to one rider, one call each (a refusal names its parcel); `pickup`: one scan out. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'assign') {
    const riderId = idOf(formText(form, 'rider_id'));
    const ids = form
      .getAll('parcel_id')
      .map((v) => idOf(String(v)))
      .filter((id): id is number => id !== null);
    if (ids.length === 0) return scanResult(request, pageRefusal(request, 'admin.dispatch.noneSelected'), intent);
    if (!riderId) return scanResult(request, pageRefusal(request, 'admin.dispatch.noRider'), intent);
    const codes = new Map((await queueOf(context)).map((p) => [p.id, p.code]));
    let assigned = 0;
    for (const id of ids) {
      const answer: ApiResult<unknown> = await apiCall(context, `/api/admin/parcels/${id}/assign`, {
        method: 'POST',
        body: { rider_id: riderId },
      });
      if (!answer.ok) {
        const error = failureText(answer, adminLocale(request).locale);
        const text = pageRefusal(request, 'admin.dispatch.partly', {
          count: assigned,
          code: codes.get(id) ?? `#${id}`,
          error,
        });
        return scanResult(request, text, intent);
      }
      assigned += 1;
    }
    return scanResult(request, { ok: true, status: 200, data: null }, intent, {
      key: 'admin.dispatch.assigned',
      params: { count: assigned },
    });
  }
  if (intent === 'pickup') {
    const code = scannedCode(formText(form, 'code'));
    const parcel = (await queueOf(context)).find((p) => p.code === code);
    if (!parcel) return scanResult(request, pageRefusal(request, 'admin.dispatch.notWaiting', { code }), intent);
    const answer = await apiCall(context, `/api/admin/parcels/${parcel.id}/pickup`, { method: 'POST' });
    return scanResult(request, answer, intent, { key: 'admin.dispatch.pickedUp', params: { code } });
  }
  return adminResult(request, UNKNOWN_ACTION, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <DispatchView queue={loaderData.queue} riders={loaderData.riders} result={actionData} />;
}
