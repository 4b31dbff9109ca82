import { adminParcelListSchema, packableAnswerSchema, storageTransferListSchema } from '@fardin/core/contract-parcels';
import type { Route } from './+types/admin.parcels';
import { pageMeta } from '../lib/meta';
import { ParcelsView } from '../features/admin/parcels';
import { apiCall, apiGet, type ApiFailure } from '../lib/api-client.server';
import { adminLocale, adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';
import { textOf } from '../i18n/texts.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Pack & weigh' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const [packable, parcels, storage] = await Promise.all([
    apiGet(context, '/api/admin/parcels/packable', packableAnswerSchema),
    apiGet(context, '/api/admin/parcels', adminParcelListSchema),
    apiGet(context, '/api/admin/storage/transfers', storageTransferListSchema),
  ]);
  return { packable: packable.data, parcels: parcels.data, storageTransfers: storage.data };
}

const lines = (text: string) =>
  text
    .split(/\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Pack the ticked lines, weigh a parcel (it bills the freight), or accept or refuse a freight or storage transfer. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const parcelId = Number(formText(form, 'parcel_id'));
  if (intent === 'pack') {
    const ids = form
      .getAll('line_id')
      .map(String)
      .filter((id) => /^\d+$/.test(id));
    if (ids.length === 0) {
      const none: ApiFailure = {
        ok: false,
        status: 422,
        code: '',
        message: textOf(adminLocale(request).locale, 'admin.ops.noneSelected'),
      };
      return adminResult(request, none, { intent });
    }
    const answer = await apiCall(context, '/api/admin/parcels', {
      method: 'POST',
      body: { line_ids: ids.map(Number) },
    });
    return adminResult(request, answer, { intent });
  }
  if ((intent === 'weigh' || intent === 'reweigh') && Number.isSafeInteger(parcelId)) {
    const num = (name: string) => Number(formText(form, name));
    const photos = lines(formText(form, 'photos'));
    const answer = await apiCall(context, `/api/admin/parcels/${parcelId}/${intent}`, {
      method: 'POST',
      body: {
        weight_kg: num('weight_kg'),
        length_cm: num('length_cm'),
        width_cm: num('width_cm'),
        height_cm: num('height_cm'),
        ...(photos.length ? { photos } : {}),
      },
    });
    return adminResult(request, answer, { intent });
  }
  if (intent === 'verify' && Number.isSafeInteger(parcelId)) {
    const answer = await apiCall(context, `/api/admin/parcels/${parcelId}/verify-transfer`, { method: 'POST' });
    return adminResult(request, answer, { intent });
  }
  const reason = { reason: formText(form, 'reason') };
  if (intent === 'refuse' && Number.isSafeInteger(parcelId)) {
    const answer = await apiCall(context, `/api/admin/parcels/${parcelId}/reject-transfer`, {
      method: 'POST',
      body: reason,
    });
    return adminResult(request, answer, { intent });
  }
  const orderId = Number(formText(form, 'order_id'));
  if (intent === 'verify-storage' && Number.isSafeInteger(orderId) && orderId > 0) {
    const answer = await apiCall(context, `/api/admin/orders/${orderId}/storage/verify-transfer`, { method: 'POST' });
    return adminResult(request, answer, { intent });
  }
  if (intent === 'refuse-storage' && Number.isSafeInteger(orderId) && orderId > 0) {
    const answer = await apiCall(context, `/api/admin/orders/${orderId}/storage/reject-transfer`, {
      method: 'POST',
      body: reason,
    });
    return adminResult(request, answer, { intent });
  }
  return adminResult(request, UNKNOWN_ACTION, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ParcelsView
      packable={loaderData.packable}
      parcels={loaderData.parcels}
      storageTransfers={loaderData.storageTransfers}
      result={actionData}
    />
  );
}
