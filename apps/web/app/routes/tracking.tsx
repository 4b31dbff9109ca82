import { z } from 'zod';
import type { Route } from './+types/tracking';
import { trackingSchema, type Tracking } from '@fardin/core/contract-delivery';
import { orderTrackingSchema, type OrderTracking } from '@fardin/core/contract-commerce';
import { normalizeOrderTrackingCode } from '@fardin/core/order-tracking-code';
import { pageMeta } from '../lib/meta';
import { TrackingPage } from '../features/delivery/tracking-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.tracking');

/**
 * An order's tracking code (12 letters, `7K3M-9QXA-B2CD`) goes to /tracking_order; anything else
 * (the delivery codes `FD...`) to /tracking_delivery. Order numbers track nothing (decision 0014).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const code = (new URL(request.url).searchParams.get('code') ?? '').trim().slice(0, 40);
  const empty = { code, tracking: null as Tracking | null, order: null as OrderTracking | null, notFound: false };
  if (!code) return empty;
  const orderCode = normalizeOrderTrackingCode(code);
  const res = await context.api(orderCode ? `/api/tracking_order/${orderCode}` : `/api/tracking_delivery/${encodeURIComponent(code)}`);
  if (res.status === 404 || res.status === 422) return { ...empty, notFound: true };
  if (!res.ok) throw new Response(null, { status: 502 });
  if (orderCode) return { ...empty, order: z.object({ data: orderTrackingSchema }).parse(await res.json()).data };
  return { ...empty, tracking: z.object({ data: trackingSchema }).parse(await res.json()).data };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TrackingPage {...loaderData} />;
}
