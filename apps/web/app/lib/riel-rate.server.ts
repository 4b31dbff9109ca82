import type { AppLoadContext } from 'react-router';
import { currencyListSchema } from '@fardin/core/contract-delivery';
import { apiGetOptional } from './api-client.server';

/**
 * Riel per dollar as the back office set it (`GET /api/currencies`, settings `currency_rates`), for
 * the riel shown beside dollars in the cart, checkout and orders; null (dollars alone) when the
 * API does not answer it.
 */
export async function rielRate(context: AppLoadContext): Promise<number | null> {
  const answer = await apiGetOptional(context, '/api/currencies', currencyListSchema).catch(() => null);
  return answer?.data.find((c) => c.code === 'KHR')?.rate ?? null;
}
