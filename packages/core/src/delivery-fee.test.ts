import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EXPRESS_RATE,
  TRACKING_CODE_RE,
  billableKm,
  cargoFee,
  checkWeight,
  districtFee,
  expressFee,
  haversineKm,
  isInCambodia,
  maskPhone,
  trackingCode,
  zoneFee,
} from './delivery-fee';

const PP = { lat: 11.5564, lng: 104.9282 };
const SIEM_REAP = { lat: 13.3633, lng: 103.8564 };
const TA_KHMAU = { lat: 11.483, lng: 104.95 };
const BANGKOK = { lat: 13.7563, lng: 100.5018 };

describe('haversineKm', () => {
  it('measures Phnom Penh to Siem Reap at about 232 km', () => {
    expect(haversineKm(PP, SIEM_REAP)).toBeCloseTo(232.2, 1);
  });
  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(PP, PP)).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 14, noNaN: true }),
        fc.double({ min: 102.5, max: 107.5, noNaN: true }),
        (lat, lng) => {
          const p = { lat, lng };
          expect(haversineKm(PP, p)).toBeCloseTo(haversineKm(p, PP), 9);
        },
      ),
    );
  });
  it('bills distance rounded up to 0.1 km', () => {
    expect(billableKm(PP, TA_KHMAU)).toBe(Math.ceil(haversineKm(PP, TA_KHMAU) * 10) / 10);
  });
});

describe('isInCambodia', () => {
  it('accepts Cambodian towns and refuses Bangkok and nonsense', () => {
    expect(isInCambodia(PP)).toBe(true);
    expect(isInCambodia({ lat: 10.6093, lng: 103.5296 })).toBe(true);
    expect(isInCambodia(BANGKOK)).toBe(false);
    expect(isInCambodia({ lat: Number.NaN, lng: 104 })).toBe(false);
  });
});

describe('expressFee', () => {
  it('charges the base fee within the included kilometres', () => {
    expect(expressFee(PP, { lat: 11.56, lng: 104.93 })).toMatchObject({ ok: true, feeCents: EXPRESS_RATE.baseCents });
  });
  it('adds the per-km price beyond them', () => {
    const result = expressFee(PP, TA_KHMAU);
    const km = billableKm(PP, TA_KHMAU);
    expect(result).toEqual({ ok: true, distanceKm: km, feeCents: 150 + Math.round((km - 3) * 30) });
  });
  it('refuses points outside Cambodia and trips beyond its range', () => {
    expect(expressFee(PP, BANGKOK)).toEqual({
      ok: false,
      error: 'The receiver location must be in Cambodia',
      code: 'delivery.receiver_outside_cambodia',
    });
    expect(expressFee(BANGKOK, PP)).toEqual({
      ok: false,
      error: 'The pickup location must be in Cambodia',
      code: 'delivery.pickup_outside_cambodia',
    });
    expect(expressFee(PP, SIEM_REAP).ok).toBe(false);
  });
  it('never decreases with distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (a, b) => {
          const near = expressFee(PP, { lat: PP.lat + Math.min(a, b), lng: PP.lng });
          const far = expressFee(PP, { lat: PP.lat + Math.max(a, b), lng: PP.lng });
          if (near.ok && far.ok) expect(far.feeCents).toBeGreaterThanOrEqual(near.feeCents);
        },
      ),
    );
  });
});

describe('zone and district fees', () => {
  it('take the fee of the chosen zone or district', () => {
    expect(zoneFee({ serviceFeeCents: 150 })).toEqual({ ok: true, feeCents: 150 });
    expect(districtFee({ serviceFeeCents: 300 })).toEqual({ ok: true, feeCents: 300 });
  });
  it('ask for a choice when none is given', () => {
    expect(zoneFee(null).ok).toBe(false);
    expect(districtFee(undefined).ok).toBe(false);
  });
});

describe('cargoFee', () => {
  const van = { baseCents: 1500, perKmCents: 70, maxWeightKg: 1000 };
  it('is the transport base plus distance', () => {
    const km = billableKm(PP, SIEM_REAP);
    expect(cargoFee(van, 500, PP, SIEM_REAP)).toEqual({
      ok: true,
      distanceKm: km,
      feeCents: 1500 + Math.round(km * 70),
    });
  });
  it('refuses zero, negative and over-limit weights', () => {
    expect(cargoFee(van, 0, PP, SIEM_REAP)).toEqual({
      ok: false,
      error: 'Weight must be greater than 0',
      code: 'parcel.not_positive',
      params: { field: 'weight' },
    });
    expect(cargoFee(van, -5, PP, SIEM_REAP).ok).toBe(false);
    expect(cargoFee(van, 1001, PP, SIEM_REAP)).toEqual({
      ok: false,
      error: 'Weight must be at most 1000 kg',
      code: 'delivery.cargo_too_heavy',
      params: { max: 1000 },
    });
    expect(checkWeight(Number.NaN, 30)).toMatchObject({
      error: 'Weight must be greater than 0',
      code: 'parcel.not_positive',
    });
  });
  it('refuses a missing transport or a point abroad', () => {
    expect(cargoFee(null, 10, PP, SIEM_REAP).ok).toBe(false);
    expect(cargoFee(van, 10, PP, BANGKOK).ok).toBe(false);
  });
});

describe('tracking codes and labels', () => {
  it('makes FD + 8 unambiguous characters', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        expect(trackingCode(() => bytes)).toMatch(TRACKING_CODE_RE);
      }),
    );
  });
  it('masks phones as a courier label does', () => {
    expect(maskPhone('+85512345678')).toBe('012 *** 678');
    expect(maskPhone('012 345 678')).toBe('012 *** 678');
    expect(maskPhone('12')).toBe('***');
  });
});
