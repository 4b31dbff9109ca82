import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { dispatchAnswerSchema, ridersListSchema } from '@fardin/core/contract-riders';
import type { Route } from './+types/admin.dispatch';
import { pageMeta } from '../lib/meta';
import { DispatchView } from '../features/admin/dispatch';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { idOf, pageRefusal, scannedCode, scanResult } from '../features/admin/last-mile.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Dispatch' }, { noindex: true });

const queueOf = async (context: Route.LoaderArgs['context']) =>
  (await apiGet(context, '/api/admin/dispatch', dispatchAnswerSchema)).data;

export async function loader({ context }: Route.LoaderArgs) {
  const [queue, riders] = await Promise.all([queueOf(context), apiGet(context, '/api/admin/riders', ridersListSchema)]);
  return { queue, riders: riders.data };
}

/**
 * `assign`: the ticked parcels to one rider in one call, all or nothing (decision 0054: a refusal
 * names its parcel and nothing was given); `pickup`: one scan out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'assign') {
    const riderId = idOf(formText(form, 'rider_id'));
    const ids = [
      ...new Set(
        form
          .getAll('parcel_id')
          .map((v) => idOf(String(v)))
          .filter((id): id is number => id !== null),
      ),
    ];
    if (ids.length === 0) return scanResult(request, pageRefusal(request, 'admin.dispatch.noneSelected'), intent);
    if (!riderId) return scanResult(request, pageRefusal(request, 'admin.dispatch.noRider'), intent);
    const answer = await apiCall(context, '/api/admin/dispatch/assign', {
      method: 'POST',
      body: { rider_id: riderId, parcel_ids: ids },
    });
    return scanResult(request, answer, intent, { key: 'admin.dispatch.assigned', params: { count: ids.length } });
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

/**
 * A refused assignment (422) is usually a stale list: a colleague gave a parcel away first. The
 * list is read again after every action, so that parcel leaves the page (React Router skips the
 * reload after a 4xx by default).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <DispatchView queue={loaderData.queue} riders={loaderData.riders} result={actionData} />;
}
