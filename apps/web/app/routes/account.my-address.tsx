import { data } from 'react-router';
import { addressListSchema } from '@fardin/core/contract-accounts';
import { z } from 'zod';
import type { Route } from './+types/account.my-address';
import { pageMeta } from '../lib/meta';
import { apiGet } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { callApi, failure, formText, type FormResult } from '../features/accounts/account-api.server';
import { AddressBook } from '../features/accounts/address-book';
import { useRootData } from '../root';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myAddress', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return { addresses: (await apiGet(context, '/api/profile/location', addressListSchema)).data };
}

const pointAnswer = z.object({ lat: z.number(), lng: z.number() });

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  if (intent === 'default' || intent === 'delete') {
    const answer = intent === 'default' ? await callApi(context, `/api/profile/location/${id}`, 'POST') : await callApi(context, `/api/profile/location/delete/${id}`, 'DELETE');
    if (!answer.ok) return failure(answer);
    return data<FormResult & { intent: string }>({ ok: true, intent });
  }
  const values = { name: formText(form, 'name'), description: formText(form, 'description'), location: formText(form, 'location') };
  let lat = formText(form, 'lat');
  let long = formText(form, 'long');
  if (!lat || !long) {
    // Without JavaScript: the typed coordinates or link are resolved here.
    const answer = await callApi(context, '/api/query_google_map', 'POST', { url: values.location });
    if (!answer.ok) return data<FormResult>({ message: answer.message, errors: { location: [answer.message] }, values }, { status: 422 });
    const point = pointAnswer.parse(answer.body);
    lat = String(point.lat);
    long = String(point.lng);
  }
  const answer = await callApi(context, '/api/profile/location/add', 'POST', { name: values.name, description: values.description, lat, long });
  if (!answer.ok) return failure(answer, values);
  return data<FormResult & { intent: string }>({ ok: true, intent: 'add' });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return <AddressBook addresses={loaderData.addresses} tileUrl={root?.site.mapTileUrl ?? ''} result={actionData} />;
}
