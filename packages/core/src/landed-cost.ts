import { calculateShipping, type ShippingRate } from './shipping-price';
import { roundMoney, usdToKhr } from './money';

/**
 * Landed cost of a product, an ESTIMATE shown on product pages: item price x quantity + the
 * international shipping of its weight (the source's weight, else a default per category) through
 * the same calculator as /price + the local delivery fee. Parcels without known dimensions are
 * priced as a box of 5000 cm³ per kg (denser than the 6000 cm³/kg volumetric threshold), so the
 * weight decides, as it does for most goods.
 */

/** Typical shipped weight (kg) of one item of a category when the source gives none. */
const DEFAULT_WEIGHT_KG: Readonly<Record<string, number>> = {
  women: 0.4,
  'shoes-bags': 1,
  men: 0.5,
  electric: 0.8,
  automotive: 1.5,
  kids: 0.6,
  sports: 1.2,
  home: 1.5,
};
const FALLBACK_WEIGHT_KG = 0.5;
const CM3_PER_KG = 5000;

export interface LandedCostInput {
  priceUsd: number;
  quantity: number;
  /** Weight of one item from the source, when known. */
  weightKg?: number | null | undefined;
  category?: string | null | undefined;
  rate: ShippingRate;
  localDeliveryUsd: number;
}

export interface LandedCost {
  itemsUsd: number;
  shippingUsd: number;
  localDeliveryUsd: number;
  totalUsd: number;
  totalKhr: number;
  weightKg: number;
  weightSource: 'source' | 'category' | 'default';
  estimate: true;
}

export function landedCost(input: LandedCostInput): LandedCost | null {
  const quantity = Math.max(1, Math.floor(input.quantity));
  if (!Number.isFinite(input.priceUsd) || input.priceUsd < 0) return null;
  const known = input.weightKg && input.weightKg > 0 ? input.weightKg : null;
  const byCategory = input.category ? DEFAULT_WEIGHT_KG[input.category] : undefined;
  const unit = known ?? byCategory ?? FALLBACK_WEIGHT_KG;
  const weightKg = Math.round(unit * quantity * 1000) / 1000;
  const side = Math.cbrt(weightKg * CM3_PER_KG);
  const quote = calculateShipping({ lengthCm: side, widthCm: side, heightCm: side, weightKg }, input.rate);
  if (!quote.ok) return null;
  const itemsUsd = roundMoney(input.priceUsd * quantity);
  const totalUsd = roundMoney(itemsUsd + quote.price + input.localDeliveryUsd);
  return {
    itemsUsd,
    shippingUsd: quote.price,
    localDeliveryUsd: roundMoney(input.localDeliveryUsd),
    totalUsd,
    totalKhr: usdToKhr(totalUsd),
    weightKg,
    weightSource: known ? 'source' : byCategory ? 'category' : 'default',
    estimate: true,
  };
}
