import type { Config } from '../../config';
import { createAggregatorSource } from './aggregator';
import type { MarketplaceSource, RatesProvider } from './types';

/**
 * The product source for each store: the shop's own `fardin` catalogue always comes from `local`
 * (the catalogue module's database source, modules/catalogue/local-catalogue.ts); the marketplaces
 * come from the aggregator when MARKETPLACE_API_URL is set, else from that local (demo) catalogue.
 */
export function createMarketplace(local: MarketplaceSource, config: Config, rates: RatesProvider): MarketplaceSource {
  if (!config.MARKETPLACE_API_URL) return local;
  const remote = createAggregatorSource({
    baseUrl: config.MARKETPLACE_API_URL,
    key: config.MARKETPLACE_API_KEY,
    secret: config.MARKETPLACE_API_SECRET,
    family: config.MARKETPLACE_API_FAMILY,
    timeoutMs: config.MARKETPLACE_TIMEOUT_MS,
    deadlineMs: config.MARKETPLACE_DEADLINE_MS,
    maxBytes: config.MARKETPLACE_MAX_BYTES,
    rates,
  });
  const pick = (store: string) => (store === 'fardin' ? local : remote);
  return {
    name: remote.name,
    search: (params) => pick(params.store).search(params),
    detail: (store, id, country) => pick(store).detail(store, id, country),
    imageSearch: (params) => pick(params.store).imageSearch(params),
  };
}
