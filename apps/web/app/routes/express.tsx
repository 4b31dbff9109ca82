import { z } from 'zod';
import type { Route } from './+types/express';
import { provinceSchema, transportSchema, zoneSchema } from '@fardin/core/contract-delivery';
import { accountUserSchema, addressListSchema } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import { apiGet, apiGetOptional } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { ExpressPage } from '../features/delivery/express-page';
import { deliveryTypeOf, expressAction } from '../features/delivery/express-action.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.express');

export async function loader({ request, context }: Route.LoaderArgs) {
  const [zones, provinces, transports, user, addresses] = await Promise.all([
    apiGet(context, '/api/zones', z.object({ data: z.array(zoneSchema) })),
    apiGet(context, '/api/provinces', z.object({ data: z.array(provinceSchema) })),
    apiGet(context, '/api/transports', z.object({ data: z.array(transportSchema) })),
    // The signed-in sender: their phone and saved addresses fill the sender's fields (issue 29 item 8).
    context.token ? apiGetOptional(context, '/api/profile', accountUserSchema) : null,
    context.token ? apiGetOptional(context, '/api/profile/location', addressListSchema) : null,
  ]);
  const type = deliveryTypeOf(new URL(request.url).searchParams.get('type'));
  return {
    type,
    zones: zones.data,
    provinces: provinces.data,
    transports: transports.data,
    loggedIn: Boolean(context.token),
    sender: user
      ? {
          phone: formatLocalPhone(user.phone),
          // The default address first.
          addresses: [...(addresses?.data ?? [])]
            .sort((a, b) => Number(b.default) - Number(a.default))
            .map((a) => ({ id: a.id, name: a.name, description: a.description, map: `${a.lat},${a.long}` })),
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return expressAction(request, context);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ExpressPage {...loaderData} result={actionData} />;
}
