import { describe, expect, it } from 'vitest';
import { landedCost } from './landed-cost';

const CN_LAND = { kiloPrice: 1.5, volPrice: 220, serviceFee: 1 };

describe('landedCost', () => {
  it('adds items, shipping by weight and local delivery, in USD and KHR', () => {
    const cost = landedCost({ priceUsd: 10, quantity: 2, weightKg: 1, rate: CN_LAND, localDeliveryUsd: 1 });
    expect(cost).toMatchObject({
      itemsUsd: 20,
      shippingUsd: 4,
      localDeliveryUsd: 1,
      totalUsd: 25,
      totalKhr: 100000,
      weightKg: 2,
      weightSource: 'source',
      estimate: true,
    });
  });
  it('falls back to the category weight, then a default', () => {
    expect(
      landedCost({ priceUsd: 35, quantity: 1, category: 'shoes-bags', rate: CN_LAND, localDeliveryUsd: 1 }),
    ).toMatchObject({ weightKg: 1, weightSource: 'category', shippingUsd: 2.5 });
    expect(landedCost({ priceUsd: 5, quantity: 1, rate: CN_LAND, localDeliveryUsd: 1 })).toMatchObject({
      weightKg: 0.5,
      weightSource: 'default',
    });
  });
  it('grows with quantity and refuses a negative price', () => {
    const one = landedCost({ priceUsd: 8, quantity: 1, category: 'women', rate: CN_LAND, localDeliveryUsd: 1 })!;
    const three = landedCost({ priceUsd: 8, quantity: 3, category: 'women', rate: CN_LAND, localDeliveryUsd: 1 })!;
    expect(three.totalUsd).toBeGreaterThan(one.totalUsd);
    expect(landedCost({ priceUsd: -1, quantity: 1, rate: CN_LAND, localDeliveryUsd: 1 })).toBeNull();
  });
});
