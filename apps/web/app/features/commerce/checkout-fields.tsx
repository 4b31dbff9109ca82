import type { ReactNode } from 'react';
import type { Address } from '@fardin/core/contract-accounts';
import type { Delivery, Quote, Transport } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import { AddressFields, type AddressFieldsResult } from '../../components/ui/address-fields';
import { WarehouseMap } from '../../components/ui/warehouse-map';
import { Choice } from '../../components/ui/choice';

export { Choice };

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm">
      <legend className="float-left mb-2 w-full font-bold">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/** The address form beside the order form: the inline address fields post to it (`form` attribute). */
export const ADDRESS_FORM_ID = 'checkout-address';

/** The warehouse a pickup goes to, as the shop's contact settings show it. */
export interface PickupPlace {
  address: string;
  lat: number;
  lng: number;
}

/**
 * Transport, delivery and address (SPEC section 3 checkout state). Only the modes the goods'
 * country has are offered, with the price list's days (decision 0023); the parcel is measured at
 * the warehouse, never asked. Home delivery needs a saved address with a map point: a shopper
 * without one adds it here (the fields post to the address form beside the order form); pickup
 * shows the warehouse's address and map.
 */
export function ShippingFields(props: {
  modes: Quote['modes'];
  addresses: Address[];
  transport: Transport | null;
  delivery: Delivery;
  address: string;
  pickup: PickupPlace;
  tileUrl: string;
  addressResult?: AddressFieldsResult | undefined;
  onTransport(v: Transport): void;
  onDelivery(v: Delivery): void;
  onAddress(v: string): void;
}) {
  const t = useT();
  return (
    <>
      <Section title={t('commerce.checkout.transport')}>
        {props.modes.length === 0 ? (
          <p className="text-sm text-gray-600" data-testid="no-modes">
            {t('commerce.ship.noModes')}
          </p>
        ) : (
          <div className="grid grid-cols-3 gap-2" data-testid="transport-modes">
            {props.modes.map((mode) => (
              <Choice
                key={mode.code}
                name="transport"
                value={mode.code}
                checked={props.transport === mode.code}
                onChange={() => props.onTransport(mode.code)}
                testId={`mode-${mode.code}`}
              >
                <span className="block font-semibold">{t(`commerce.checkout.${mode.code}`)}</span>
                <span className="block text-xs text-gray-500" data-testid="mode-days">
                  {t('commerce.checkout.days', { min: mode.days_min, max: mode.days_max })}
                </span>
              </Choice>
            ))}
          </div>
        )}
        <a href={t.link('/price-list')} className="mt-2 inline-block text-xs text-primary underline">
          {t('commerce.ship.priceList')}
        </a>
      </Section>
      <Section title={t('commerce.checkout.delivery')}>
        <div className="space-y-2">
          <Choice
            name="delivery"
            value="direct"
            checked={props.delivery === 'direct'}
            onChange={() => props.onDelivery('direct')}
            testId="delivery-direct"
          >
            {t('commerce.checkout.direct')}
          </Choice>
          <Choice
            name="delivery"
            value="warehouse"
            checked={props.delivery === 'warehouse'}
            onChange={() => props.onDelivery('warehouse')}
            testId="delivery-warehouse"
          >
            {t('commerce.checkout.warehouse')}
          </Choice>
        </div>
        {props.delivery === 'direct' && props.addresses.length > 0 && (
          <label className="mt-3 block text-sm">
            <span className="mb-1 block font-semibold">{t('commerce.checkout.address')}</span>
            <select
              className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5"
              value={props.address}
              onChange={(e) => props.onAddress(e.target.value)}
              data-testid="address-select"
            >
              {props.addresses.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                  {a.description ? ` — ${a.description}` : ''}
                </option>
              ))}
            </select>
          </label>
        )}
        {props.delivery === 'direct' && props.addresses.length === 0 && (
          <div className="mt-3 rounded-xl border border-dashed border-primary/50 p-3" data-testid="inline-address">
            <h3 className="mb-1 font-semibold">{t('commerce.ship.addAddress')}</h3>
            <p className="mb-3 text-sm text-gray-600">{t('commerce.ship.noAddress')}</p>
            {props.addressResult?.message && !Object.keys(props.addressResult.errors ?? {}).length && (
              <p role="alert" className="mb-3 rounded-lg bg-error/10 px-3 py-2 text-sm text-error">
                {props.addressResult.message}
              </p>
            )}
            <input type="hidden" name="intent" value="address" form={ADDRESS_FORM_ID} />
            <AddressFields tileUrl={props.tileUrl} result={props.addressResult} form={ADDRESS_FORM_ID} idPrefix="ca" />
            <button
              type="submit"
              form={ADDRESS_FORM_ID}
              className="w-full rounded-full border-2 border-primary py-2.5 font-semibold text-primary"
              data-testid="save-address"
            >
              {t('commerce.ship.saveAddress')}
            </button>
          </div>
        )}
        {props.delivery === 'warehouse' && (
          <div className="mt-3 space-y-2" data-testid="pickup-place">
            <p className="text-sm">
              <span className="block font-semibold">{t('commerce.ship.pickupAt')}</span>
              <span data-testid="pickup-address">{props.pickup.address}</span>
            </p>
            <WarehouseMap
              lat={props.pickup.lat}
              lng={props.pickup.lng}
              tileUrl={props.tileUrl}
              label={props.pickup.address}
            />
          </div>
        )}
      </Section>
    </>
  );
}
