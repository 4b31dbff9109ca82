import { z } from 'zod';
import type { Route } from './+types/area';
import { provinceSchema, zoneSchema } from '@fardin/core/contract-delivery';
import { apiGet } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { AreaPage } from '../features/delivery/area-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.area');

export async function loader({ context }: Route.LoaderArgs) {
  const [zones, provinces] = await Promise.all([
    apiGet(context, '/api/zones', z.object({ data: z.array(zoneSchema) })),
    apiGet(context, '/api/provinces', z.object({ data: z.array(provinceSchema) })),
  ]);
  return { zones: zones.data, provinces: provinces.data };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AreaPage {...loaderData} />;
}
