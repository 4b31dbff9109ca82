import { z } from 'zod';
import type { Route } from './+types/account.my-delivery';
import { deliverySchema, deliveryStatusSchema, deliveryTypeSchema } from '@fardin/core/contract-delivery';
import type { DeliveryStatus, DeliveryType } from '@fardin/core/delivery-fee';
import { apiGet } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { pageMeta } from '../lib/meta';
import { MyDeliveryPage } from '../features/delivery/my-delivery-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myDelivery', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const url = new URL(request.url);
  const status: DeliveryStatus | '' = deliveryStatusSchema.safeParse(url.searchParams.get('status')).data ?? '';
  const type: DeliveryType | '' = deliveryTypeSchema.safeParse(url.searchParams.get('delivery_type')).data ?? '';
  const booked = url.searchParams.get('booked');
  const params = new URLSearchParams({ status, delivery_type: type, row_per_page: '50' });
  const answer = await apiGet(context, `/api/deliveries?${params}`, z.object({ data: z.array(deliverySchema) }));
  return { deliveries: answer.data, status, type, booked: booked && /^FD[0-9A-Z]{8}$/.test(booked) ? booked : null };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MyDeliveryPage {...loaderData} />;
}
