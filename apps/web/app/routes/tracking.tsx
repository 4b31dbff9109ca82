import { z } from 'zod';
import type { Route } from './+types/tracking';
import { trackingSchema, type Tracking } from '@fardin/core/contract-delivery';
import { orderTrackingSchema, type OrderTracking } from '@fardin/core/contract-commerce';
import { normalizeOrderTrackingCode } from '@fardin/core/order-tracking-code';
import { pageMeta } from '../lib/meta';
import { apiCall, type ApiFailure } from '../lib/api-client.server';
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
  // An unknown or malformed code is "not found"; any other failure the error page.
  const missing = (failure: ApiFailure) => {
    if (failure.status === 404 || failure.status === 422) return { ...empty, notFound: true };
    throw new Response(null, { status: 502 });
  };
  if (orderCode) {
    const answer = await apiCall(
      context,
      `/api/tracking_order/${orderCode}`,
      {},
      z.object({ data: orderTrackingSchema }),
    );
    return answer.ok ? { ...empty, order: answer.data.data } : missing(answer);
  }
  const answer = await apiCall(
    context,
    `/api/tracking_delivery/${encodeURIComponent(code)}`,
    {},
    z.object({ data: trackingSchema }),
  );
  return answer.ok ? { ...empty, tracking: answer.data.data } : missing(answer);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TrackingPage {...loaderData} />;
}
