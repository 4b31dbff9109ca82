import { TRANSPORTS, type Transport } from '@fardin/core/contract-commerce';

/** One way goods travel from a source country to Cambodia: its prices (USD cents) and typical days. */
export interface ShippingRoute {
  country: string;
  mode: Transport;
  kiloPriceCents: number;
  volPriceCents: number;
  serviceFeeCents: number;
  divisor: number;
  daysMin: number;
  daysMax: number;
}

const MODE_ORDER = (mode: Transport) => TRANSPORTS.indexOf(mode);

/** Routes by country, then in TRANSPORTS order (land, sea, air). */
export function sortRoutes(routes: ShippingRoute[]): ShippingRoute[] {
  return routes.sort((a, b) =>
    a.country === b.country ? MODE_ORDER(a.mode) - MODE_ORDER(b.mode) : a.country < b.country ? -1 : 1,
  );
}

/** A mode offered to goods from several countries at once: available from each, days of the slowest. */
export interface OfferedMode {
  mode: Transport;
  daysMin: number;
  daysMax: number;
}

/**
 * The modes an order whose lines come from `countries` can travel by: those every country has,
 * with the widest days among them (one country: exactly its price-list days). In TRANSPORTS order.
 */
export function offeredModes(routes: readonly ShippingRoute[], countries: readonly string[]): OfferedMode[] {
  const wanted = [...new Set(countries.map((c) => c.toUpperCase()))];
  if (wanted.length === 0) return [];
  return TRANSPORTS.flatMap((mode) => {
    const of = wanted.map((c) => routes.find((r) => r.country === c && r.mode === mode));
    if (of.some((r) => !r)) return [];
    const found = of as ShippingRoute[];
    return [
      { mode, daysMin: Math.max(...found.map((r) => r.daysMin)), daysMax: Math.max(...found.map((r) => r.daysMax)) },
    ];
  });
}

/** Days as the shop writes them: `7-10`. */
export function daysText(days: { daysMin: number; daysMax: number }): string {
  return `${days.daysMin}-${days.daysMax}`;
}
