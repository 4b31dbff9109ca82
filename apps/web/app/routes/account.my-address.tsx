import { data } from 'react-router';
import { addressListSchema } from '@fardin/core/contract-accounts';
import type { Route } from './+types/account.my-address';
import { pageMeta } from '../lib/meta';
import { apiGet } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall } from '../lib/api-client.server';
import { saveAddress } from '../lib/address-save.server';
import { formRaw } from '../lib/form-data';
import { AddressBook } from '../features/accounts/address-book';
import { useRootData } from '../root';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myAddress', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return { addresses: (await apiGet(context, '/api/profile/location', addressListSchema)).data };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const intent = formRaw(form, 'intent');
  const id = Number(formRaw(form, 'id'));
  if (intent === 'default' || intent === 'delete') {
    const answer =
      intent === 'default'
        ? await apiCall(context, `/api/profile/location/${id}`, { method: 'POST' })
        : await apiCall(context, `/api/profile/location/delete/${id}`, { method: 'DELETE' });
    if (!answer.ok) return failure(request, answer);
    return data<FormResult & { intent: string }>({ ok: true, intent });
  }
  const saved = await saveAddress(request, context, form);
  if (!saved.ok)
    return data<FormResult>(
      { message: saved.message, errors: saved.errors, values: saved.values },
      { status: saved.status },
    );
  return data<FormResult & { intent: string }>({ ok: true, intent: 'add' });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  return <AddressBook addresses={loaderData.addresses} tileUrl={root?.site.mapTileUrl ?? ''} result={actionData} />;
}
