import { riderDayAnswerSchema, ridersListSchema } from '@fardin/core/contract-riders';
import type { Route } from './+types/admin.rider-day';
import { pageMeta } from '../lib/meta';
import { RiderDayView } from '../features/admin/rider-day';
import { apiCall, apiGet } from '../lib/api-client.server';
import { adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { dayOf, idOf } from '../features/admin/last-mile.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Rider day close' }, { noindex: true });

/** `?rider=&date=`: that rider's day (the first rider, the shop's today by default). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const riders = (await apiGet(context, '/api/admin/riders', ridersListSchema)).data;
  const riderId = idOf(url.searchParams.get('rider')) ?? riders[0]?.id ?? null;
  const date = dayOf(url.searchParams.get('date'));
  const day = riderId
    ? (await apiGet(context, `/api/admin/riders/${riderId}/day${date ? `?date=${date}` : ''}`, riderDayAnswerSchema))
        .data
    : null;
  return { riders, day };
}

/**
 * Staff confirm the cash the rider handed over for the day (once; the difference stays visible),
 * then resolve a difference (`resolve`: how, and a reason to write it off).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const riderId = idOf(formText(form, 'rider'));
  if (!riderId || (intent !== 'confirm' && intent !== 'resolve'))
    return adminResult(request, UNKNOWN_ACTION, { intent });
  const note = formText(form, 'note');
  if (intent === 'resolve') {
    const answer = await apiCall(context, `/api/admin/riders/${riderId}/day/resolve`, {
      method: 'POST',
      body: { date: formText(form, 'date'), how: formText(form, 'how'), ...(note ? { note } : {}) },
    });
    return adminResult(request, answer, { intent });
  }
  const answer = await apiCall(context, `/api/admin/riders/${riderId}/day/confirm`, {
    method: 'POST',
    body: {
      date: formText(form, 'date'),
      cash_handed: Number(formText(form, 'cash_handed')),
      ...(note ? { note } : {}),
    },
  });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RiderDayView riders={loaderData.riders} day={loaderData.day} result={actionData} />;
}
