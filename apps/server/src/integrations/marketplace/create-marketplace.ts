import type { Db } from '@fardin/db/open-db';
import type { Config } from '../../config';
import { createAggregatorSource } from './aggregator';
import { createLocalCatalogue } from './local-catalogue';
import type { MarketplaceSource, RatesProvider } from './types';

/**
 * The product source for each store: the shop's own `fardin` catalogue always comes from the
 * database; the marketplaces come from the aggregator when MARKETPLACE_API_URL is set, else from
 * the local (demo) catalogue.
 */
export function createMarketplace(db: Db, config: Config, rates: RatesProvider): MarketplaceSource {
  const local = createLocalCatalogue(db, rates);
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
