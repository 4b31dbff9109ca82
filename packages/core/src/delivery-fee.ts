/**
 * Fees of the express-delivery service inside Cambodia (DOMAIN.md "Express delivery"). Pure and
 * isomorphic: the server quotes and re-quotes with these, the browser may preview with them.
 * All money is integer US cents.
 *
 * - express  (Fast Express): by straight-line distance between pickup and receiver,
 *            fee = base + perKm x max(0, km - includedKm), km rounded up to 0.1 km.
 * - delivery (Normal Express): the flat service fee of the receiver's Phnom Penh zone.
 * - province (Province Express): the service fee of the receiver's district.
 * - cargo    (heavy goods): fee = transport base + transport perKm x km; the weight must not exceed
 *            what the transport carries.
 * Parcels of the first three types weigh at most PARCEL_MAX_WEIGHT_KG; heavier goods go by cargo.
 */

export const DELIVERY_TYPES = ['express', 'delivery', 'province', 'cargo'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const DELIVERY_STATUSES = ['pending', 'pickup', 'delivering', 'completed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Moves the shop may make; completed and cancelled are final. */
export const DELIVERY_NEXT_STATUSES: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  pending: ['pickup', 'cancelled'],
  pickup: ['delivering', 'cancelled'],
  delivering: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const PARCEL_MAX_WEIGHT_KG = 30;
/** Fast Express covers Phnom Penh and its surroundings; longer trips are Province Express. */
export const EXPRESS_MAX_DISTANCE_KM = 100;
export const EXPRESS_RATE = { baseCents: 150, includedKm: 3, perKmCents: 30 } as const;

/** A generous box around Cambodia (its land border lies between these lines). */
const CAMBODIA_BOUNDS = { minLat: 9.9, maxLat: 14.7, minLng: 102.3, maxLng: 107.7 } as const;

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isInCambodia(p: Point): boolean {
  return (
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    p.lat >= CAMBODIA_BOUNDS.minLat &&
    p.lat <= CAMBODIA_BOUNDS.maxLat &&
    p.lng >= CAMBODIA_BOUNDS.minLng &&
    p.lng <= CAMBODIA_BOUNDS.maxLng
  );
}

/** Distance rounded up to 0.1 km, as the fee counts it. */
export function billableKm(a: Point, b: Point): number {
  return Math.ceil(Number((haversineKm(a, b) * 10).toPrecision(12))) / 10;
}

/** Why no fee: the English text and its stable code with params (texts: `error-codes-delivery.ts`). */
export interface FeeProblem {
  ok: false;
  error: string;
  code:
    | 'delivery.pickup_outside_cambodia'
    | 'delivery.receiver_outside_cambodia'
    | 'delivery.too_far'
    | 'delivery.zone_required'
    | 'delivery.district_required'
    | 'delivery.transport_required'
    | 'delivery.cargo_too_heavy'
    | 'parcel.not_positive';
  params?: Record<string, number | string>;
}
export type FeeResult = { ok: true; feeCents: number; distanceKm?: number } | FeeProblem;

const outside = (side: 'pickup' | 'receiver'): FeeProblem => ({
  ok: false,
  error: `The ${side} location must be in Cambodia`,
  code: `delivery.${side}_outside_cambodia`,
});

export function expressFee(
  pickup: Point,
  receiver: Point,
  rate: { baseCents: number; includedKm: number; perKmCents: number } = EXPRESS_RATE,
): FeeResult {
  if (!isInCambodia(pickup)) return outside('pickup');
  if (!isInCambodia(receiver)) return outside('receiver');
  const km = billableKm(pickup, receiver);
  if (km > EXPRESS_MAX_DISTANCE_KM) {
    return {
      ok: false,
      error: `Fast Express covers up to ${EXPRESS_MAX_DISTANCE_KM} km; please book Province Express`,
      code: 'delivery.too_far',
      params: { km: EXPRESS_MAX_DISTANCE_KM },
    };
  }
  const extraKm = Math.max(0, km - rate.includedKm);
  return { ok: true, feeCents: rate.baseCents + Math.round(extraKm * rate.perKmCents), distanceKm: km };
}

export function zoneFee(zone: { serviceFeeCents: number } | null | undefined): FeeResult {
  if (!zone) return { ok: false, error: 'Please choose the receiver zone', code: 'delivery.zone_required' };
  return { ok: true, feeCents: zone.serviceFeeCents };
}

export function districtFee(district: { serviceFeeCents: number } | null | undefined): FeeResult {
  if (!district)
    return { ok: false, error: 'Please choose the receiver province and district', code: 'delivery.district_required' };
  return { ok: true, feeCents: district.serviceFeeCents };
}

export interface Transport {
  baseCents: number;
  perKmCents: number;
  maxWeightKg: number;
}

export function cargoFee(
  transport: Transport | null | undefined,
  weightKg: number,
  pickup: Point,
  receiver: Point,
): FeeResult {
  if (!transport) return { ok: false, error: 'Please choose a transport', code: 'delivery.transport_required' };
  const weight = checkWeight(weightKg, transport.maxWeightKg);
  if (weight) return weight;
  if (!isInCambodia(pickup)) return outside('pickup');
  if (!isInCambodia(receiver)) return outside('receiver');
  const km = billableKm(pickup, receiver);
  return { ok: true, feeCents: transport.baseCents + Math.round(km * transport.perKmCents), distanceKm: km };
}

/** The problem with a weight, or null: it must be a positive number within `maxKg`. */
export function checkWeight(weightKg: number, maxKg: number): FeeProblem | null {
  if (!Number.isFinite(weightKg) || weightKg <= 0)
    return {
      ok: false,
      error: 'Weight must be greater than 0',
      code: 'parcel.not_positive',
      params: { field: 'weight' },
    };
  if (weightKg > maxKg)
    return {
      ok: false,
      error: `Weight must be at most ${maxKg} kg`,
      code: 'delivery.cargo_too_heavy',
      params: { max: maxKg },
    };
  return null;
}

/** A short public tracking code: 'FD' + 8 characters without look-alikes (0/O, 1/I/L). */
const TRACKING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function trackingCode(random: (n: number) => Uint8Array): string {
  const bytes = random(8);
  let code = 'FD';
  for (const byte of bytes) code += TRACKING_ALPHABET[byte % TRACKING_ALPHABET.length];
  return code;
}
export const TRACKING_CODE_RE = /^FD[2-9A-HJKMNP-Z]{8}$/;

/** '012 345 678' -> '012 *** 678': what a courier label shows of a phone. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^855/, '0');
  if (digits.length < 6) return '***';
  return `${digits.slice(0, 3)} *** ${digits.slice(-3)}`;
}
