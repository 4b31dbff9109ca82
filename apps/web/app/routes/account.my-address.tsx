import { data } from 'react-router';
import { addressListSchema } from '@fardin/core/contract-accounts';
import { z } from 'zod';
import type { Route } from './+types/account.my-address';
import { pageMeta } from '../lib/meta';
import { apiGet } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall, failureText, requestLocale } from '../lib/api-client.server';
import { formRaw } from '../lib/form-data';
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
  const intent = formRaw(form, 'intent');
  const id = Number(formRaw(form, 'id'));
  if (intent === 'default' || intent === 'delete') {
    const answer = intent === 'default' ? await apiCall(context, `/api/profile/location/${id}`, { method: 'POST' }) : await apiCall(context, `/api/profile/location/delete/${id}`, { method: 'DELETE' });
    if (!answer.ok) return failure(request, answer);
    return data<FormResult & { intent: string }>({ ok: true, intent });
  }
  const values = { name: formRaw(form, 'name'), description: formRaw(form, 'description'), location: formRaw(form, 'location') };
  let lat = formRaw(form, 'lat');
  let long = formRaw(form, 'long');
  if (!lat || !long) {
    // Without JavaScript: the typed coordinates or link are resolved here.
    const answer = await apiCall(context, '/api/query_google_map', { method: 'POST', body: { url: values.location } }, pointAnswer);
    if (!answer.ok) {
      const message = failureText(answer, requestLocale(request));
      return data<FormResult>({ message, errors: { location: [message] }, values }, { status: 422 });
    }
    const point = answer.data;
    lat = String(point.lat);
    long = String(point.lng);
  }
  const answer = await apiCall(context, '/api/profile/location/add', { method: 'POST', body: { name: values.name, description: values.description, lat, long } });
  if (!answer.ok) return failure(request, answer, values);
  return data<FormResult & { intent: string }>({ ok: true, intent: 'add' });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return <AddressBook addresses={loaderData.addresses} tileUrl={root?.site.mapTileUrl ?? ''} result={actionData} />;
}
