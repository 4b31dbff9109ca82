import { z } from 'zod';
import type { Route } from './+types/price-list';
import { sourceCountrySchema } from '@fardin/core/contract-delivery';
import { apiGet } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { PriceListPage } from '../features/delivery/price-list-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.priceList');

export async function loader({ context }: Route.LoaderArgs) {
  return {
    countries: (await apiGet(context, '/api/price/countries', z.object({ data: z.array(sourceCountrySchema) }))).data,
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PriceListPage countries={loaderData.countries} />;
}
