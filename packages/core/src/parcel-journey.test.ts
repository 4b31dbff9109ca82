import { describe, expect, it } from 'vitest';
import {
  PARCEL_CODE_PATTERN,
  PARCEL_STATES,
  canEnterBatch,
  canMoveParcel,
  deriveShippingStage,
  newParcelCode,
  nextParcelStates,
  type ParcelState,
} from './parcel-journey';

describe('parcel journey', () => {
  it('walks the happy path of OPERATIONS.md section 2, each move by its actor', () => {
    const path: [ParcelState, ParcelState, 'staff' | 'system' | 'rider'][] = [
      ['packing', 'weighed', 'staff'],
      ['weighed', 'freight_due', 'system'],
      ['freight_due', 'freight_paid', 'system'],
      ['freight_paid', 'in_batch', 'staff'],
      ['in_batch', 'departed', 'system'],
      ['departed', 'arrived_pp', 'staff'],
      ['arrived_pp', 'out_for_delivery', 'staff'],
      ['out_for_delivery', 'delivery_failed', 'rider'],
      ['delivery_failed', 'out_for_delivery', 'staff'],
      ['out_for_delivery', 'delivered', 'rider'],
    ];
    for (const [from, to, actor] of path) expect(canMoveParcel(from, to, actor), `${from}->${to}`).toBe(true);
  });

  it('refuses skipping weighing or payment, and moves by the wrong actor', () => {
    expect(canMoveParcel('packing', 'freight_due', 'staff')).toBe(false);
    expect(canMoveParcel('freight_due', 'in_batch', 'staff')).toBe(false);
    expect(canMoveParcel('weighed', 'in_batch', 'staff')).toBe(false);
    expect(canMoveParcel('out_for_delivery', 'delivered', 'shopper')).toBe(false);
    expect(canMoveParcel('packing', 'weighed', 'shopper')).toBe(false);
    expect(canMoveParcel('arrived_pp', 'picked_up', 'rider')).toBe(false);
    expect(canMoveParcel('delivered', 'out_for_delivery', 'staff')).toBe(false);
    for (const to of PARCEL_STATES) expect(canMoveParcel('picked_up', to, 'staff')).toBe(false);
  });

  it('lets a parcel into a batch only with its freight paid or accepted as cash at the door', () => {
    expect(PARCEL_STATES.filter(canEnterBatch)).toEqual(['freight_paid', 'cod_freight']);
    expect(nextParcelStates('freight_due', 'shopper')).toEqual(['freight_paid', 'cod_freight']);
  });

  it('derives the shipping stage from the least advanced parcel', () => {
    expect(deriveShippingStage([])).toBeNull();
    expect(deriveShippingStage(['departed', 'freight_due'])).toBeNull();
    expect(deriveShippingStage(['departed', 'arrived_pp'])).toBe('shipped_to_cambodia');
    expect(deriveShippingStage(['delivered', 'picked_up'])).toBe('delivered');
    expect(deriveShippingStage(['delivered', 'delivery_failed'])).toBe('out_for_delivery');
  });

  it('makes codes of the scannable alphabet', () => {
    const code = newParcelCode((n) => Uint8Array.from({ length: n }, (_, i) => i * 37));
    expect(code).toMatch(PARCEL_CODE_PATTERN);
    expect(code).toHaveLength(10);
  });
});
