import { data } from 'react-router';
import { parcelLabelAnswerSchema } from '@fardin/core/contract-parcels';
import type { Route } from './+types/admin.parcel-label';
import { pageMeta } from '../lib/meta';
import { ParcelLabelView } from '../features/admin/parcels';
import { apiGet } from '../lib/api-client.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Parcel label' }, { noindex: true });

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return { label: (await apiGet(context, `/api/admin/parcels/${id}/label`, parcelLabelAnswerSchema)).data };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ParcelLabelView label={loaderData.label} />;
}
