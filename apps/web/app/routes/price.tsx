import { z } from 'zod';
import type { Route } from './+types/price';
import { priceQuoteSchema, sourceCountrySchema } from '@fardin/core/contract-delivery';
import { apiCall, apiGet, failureText, requestLocale } from '../lib/api-client.server';
import { pageMeta } from '../lib/meta';
import { PricePage, type PriceResult } from '../features/delivery/price-page';
import { formText as text } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.price');

export async function loader({ context }: Route.LoaderArgs) {
  return {
    countries: (await apiGet(context, '/api/price/countries', z.object({ data: z.array(sourceCountrySchema) }))).data,
  };
}

export async function action({ request, context }: Route.ActionArgs): Promise<PriceResult> {
  const form = await request.formData();
  const values = Object.fromEntries(
    ['country', 'delivery_mode', 'length', 'width', 'height', 'weight'].map((f) => [f, text(form, f)]),
  );
  const num = (name: string) => (values[name] ? Number(values[name]) : undefined);
  const answer = await apiCall(
    context,
    '/api/price/calculate',
    {
      method: 'POST',
      body: {
        country: values.country,
        delivery_mode: values.delivery_mode,
        length: num('length'),
        width: num('width'),
        height: num('height'),
        weight: num('weight'),
      },
    },
    z.object({ data: priceQuoteSchema }),
  );
  if (!answer.ok) return { values, error: failureText(answer, requestLocale(request)) };
  return { values, quote: answer.data.data };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PricePage countries={loaderData.countries} result={actionData} />;
}
