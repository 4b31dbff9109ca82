import { z } from 'zod';
import type { Route } from './+types/tracking';
import { trackingSchema, type Tracking } from '@fardin/core/contract-delivery';
import { pageMeta } from '../lib/meta';
import { TrackingPage } from '../features/delivery/tracking-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.tracking');

export async function loader({ request, context }: Route.LoaderArgs) {
  const code = (new URL(request.url).searchParams.get('code') ?? '').trim().slice(0, 40);
  if (!code) return { code, tracking: null, notFound: false };
  const res = await context.api(`/api/tracking_delivery/${encodeURIComponent(code)}`);
  if (res.status === 404) return { code, tracking: null, notFound: true };
  if (!res.ok) throw new Response(null, { status: 502 });
  const tracking: Tracking = z.object({ data: trackingSchema }).parse(await res.json()).data;
  return { code, tracking, notFound: false };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TrackingPage {...loaderData} />;
}
