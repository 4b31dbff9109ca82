import type { DeliveryType } from '@fardin/core/delivery-fee';

/**
 * What each service needs on /express besides the phones and places, as the API's booking rules
 * (delivery `service.ts`) ask for it: form field -> the code of its refusal. The page marks these
 * fields required; its action names every one left empty at once, before the call.
 */
export const EXPRESS_NEEDS: Readonly<Record<DeliveryType, ReadonlyArray<readonly [field: string, code: string]>>> = {
  express: [
    ['pickup_map', 'delivery.pickup_missing'],
    ['receiver_map', 'delivery.receiver_missing'],
  ],
  delivery: [['zone_id', 'delivery.zone_required']],
  province: [['district_id', 'delivery.district_required']],
  cargo: [
    ['pickup_map', 'delivery.pickup_missing'],
    ['receiver_map', 'delivery.receiver_missing'],
    ['transport_id', 'delivery.transport_required'],
    ['weight', 'delivery.weight_required'],
  ],
};

/** Whether the service of this type needs the field filled in. */
export const expressNeeds = (type: DeliveryType, field: string): boolean =>
  EXPRESS_NEEDS[type].some(([needed]) => needed === field);
