import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calculateShipping, type ShippingInput, type ShippingRate } from './shipping-price';

const rate: ShippingRate = { kiloPrice: 2.5, volPrice: 280, serviceFee: 1 };

describe('calculateShipping fixed numbers', () => {
  it('charges by weight when weight costs more', () => {
    // 30x20x10 cm = 6000 cm³ = 0.006 m³ -> volume 1.68; 3 kg -> weight 7.50; + 1 fee
    expect(calculateShipping({ lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 3 }, rate)).toEqual({
      ok: true,
      actualWeight: 3,
      volumeWeight: 1,
      volumeCbm: 0.006,
      chargeableWeight: 3,
      weightPrice: 7.5,
      volumePrice: 1.68,
      serviceFee: 1,
      price: 8.5,
      condition: 'weight',
    });
  });
  it('charges by volume when volume costs more', () => {
    // 100x50x40 = 200000 cm³ = 0.2 m³ -> 56.00; volumetric 33.333 kg; 5 kg -> 12.50
    expect(calculateShipping({ lengthCm: 100, widthCm: 50, heightCm: 40, weightKg: 5 }, rate)).toEqual({
      ok: true,
      actualWeight: 5,
      volumeWeight: 33.333,
      volumeCbm: 0.2,
      chargeableWeight: 33.333,
      weightPrice: 12.5,
      volumePrice: 56,
      serviceFee: 1,
      price: 57,
      condition: 'volume',
    });
  });
  it('uses a custom divisor and rounds to cents', () => {
    const result = calculateShipping(
      { lengthCm: 10.5, widthCm: 10, heightCm: 10, weightKg: 0.333 },
      { kiloPrice: 3.1, volPrice: 0, serviceFee: 0.25, divisor: 5000 },
    );
    expect(result).toMatchObject({
      ok: true,
      volumeWeight: 0.21,
      chargeableWeight: 0.333,
      weightPrice: 1.03,
      price: 1.28,
      condition: 'weight',
    });
  });
  it('calls a tie weight', () => {
    // 100x100x100 = 1 m³ x 10 = 10; 4 kg x 2.5 = 10
    expect(
      calculateShipping(
        { lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 4 },
        { kiloPrice: 2.5, volPrice: 10, serviceFee: 0 },
      ),
    ).toMatchObject({
      price: 10,
      condition: 'weight',
    });
  });
  it('rejects bad parcels and rates with clear messages', () => {
    const parcel: ShippingInput = { lengthCm: 10, widthCm: 10, heightCm: 10, weightKg: 1 };
    expect(calculateShipping({ ...parcel, lengthCm: 0 }, rate)).toEqual({
      ok: false,
      error: 'Length must be greater than 0',
      code: 'parcel.not_positive',
      params: { field: 'length' },
    });
    expect(calculateShipping({ ...parcel, widthCm: -1 }, rate)).toEqual({
      ok: false,
      error: 'Width must be greater than 0',
      code: 'parcel.not_positive',
      params: { field: 'width' },
    });
    expect(calculateShipping({ ...parcel, heightCm: Number.NaN }, rate)).toEqual({
      ok: false,
      error: 'Height must be a number',
      code: 'parcel.not_a_number',
      params: { field: 'height' },
    });
    expect(calculateShipping({ ...parcel, weightKg: 0 }, rate)).toEqual({
      ok: false,
      error: 'Weight must be greater than 0',
      code: 'parcel.not_positive',
      params: { field: 'weight' },
    });
    expect(calculateShipping({ ...parcel, weightKg: Number.POSITIVE_INFINITY }, rate)).toEqual({
      ok: false,
      error: 'Weight must be a number',
      code: 'parcel.not_a_number',
      params: { field: 'weight' },
    });
    expect(calculateShipping({ ...parcel, lengthCm: 20_000 }, rate)).toEqual({
      ok: false,
      error: 'Length must be at most 10000',
      code: 'parcel.too_big',
      params: { field: 'length', max: 10_000 },
    });
    expect(calculateShipping(parcel, { ...rate, kiloPrice: -1 })).toEqual({
      ok: false,
      error: 'Price per kg must not be negative',
      code: 'parcel.negative',
      params: { field: 'kiloPrice' },
    });
    expect(calculateShipping(parcel, { ...rate, divisor: 0 })).toEqual({
      ok: false,
      error: 'Volumetric divisor must be greater than 0',
      code: 'parcel.not_positive',
      params: { field: 'divisor' },
    });
  });
});

describe('calculateShipping properties', () => {
  const dimension = fc.double({ min: 0.1, max: 300, noNaN: true });
  const weight = fc.double({ min: 0.01, max: 5000, noNaN: true });
  const money = fc.double({ min: 0, max: 1000, noNaN: true });
  const anyRate = fc.record({
    kiloPrice: money,
    volPrice: money,
    serviceFee: fc.double({ min: 0, max: 50, noNaN: true }),
  });

  it('is monotonic in weight', () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, weight, weight, anyRate, (l, w, h, a, b, r) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const low = calculateShipping({ lengthCm: l, widthCm: w, heightCm: h, weightKg: light }, r);
        const high = calculateShipping({ lengthCm: l, widthCm: w, heightCm: h, weightKg: heavy }, r);
        if (!low.ok || !high.ok) throw new Error('valid input rejected');
        expect(low.price).toBeLessThanOrEqual(high.price);
        expect(low.chargeableWeight).toBeLessThanOrEqual(high.chargeableWeight);
      }),
    );
  });
  it('is consistent: condition names the larger part and price includes the fee', () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, weight, anyRate, (l, w, h, kg, r) => {
        const q = calculateShipping({ lengthCm: l, widthCm: w, heightCm: h, weightKg: kg }, r);
        if (!q.ok) throw new Error('valid input rejected');
        const winner = q.condition === 'volume' ? q.volumePrice : q.weightPrice;
        const loser = q.condition === 'volume' ? q.weightPrice : q.volumePrice;
        expect(winner).toBeGreaterThanOrEqual(loser);
        expect(Math.abs(q.price - (winner + q.serviceFee))).toBeLessThanOrEqual(0.011);
        expect(q.price).toBeGreaterThanOrEqual(q.serviceFee);
        expect(Math.round(q.price * 100) / 100).toBe(q.price);
        expect(q.chargeableWeight).toBeGreaterThanOrEqual(Math.min(q.actualWeight, q.volumeWeight));
        expect(q.chargeableWeight).toBe(Math.max(q.actualWeight, q.volumeWeight));
      }),
    );
  });
  it('never throws', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        fc.double(),
        (l, w, h, kg, k, v, f) => {
          const result = calculateShipping(
            { lengthCm: l, widthCm: w, heightCm: h, weightKg: kg },
            { kiloPrice: k, volPrice: v, serviceFee: f },
          );
          if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
