import type { ChangeEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { INPUT_CLASS } from '../../components/ui/form-field';

/** A saved address as the express booking's sender may use it. */
export interface SenderAddress {
  id: number;
  name: string;
  description: string;
  /** `lat,lng` (the map field reads it). */
  map: string;
}

/** The signed-in sender: the account's phone and saved addresses, the default one first. */
export interface Sender {
  phone: string;
  addresses: SenderAddress[];
}

/**
 * With more than one saved address, the sender picks which one fills the place and map fields
 * (the default one is already in them, issue 29 item 8). Needs the page's script; without it the
 * fields keep the default address, which the shopper can still edit.
 */
export function SenderAddresses({ addresses }: { addresses: SenderAddress[] }) {
  const t = useT();
  if (addresses.length < 2) return null;
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const address = addresses.find((a) => String(a.id) === event.target.value);
    const form = event.target.form;
    if (!address || !form) return;
    for (const [name, value] of [
      ['pickup_location', address.description],
      ['pickup_map', address.map],
    ] as const) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    }
  };
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-semibold">{t('delivery.savedAddress')}</span>
      <select className={INPUT_CLASS} onChange={choose} defaultValue={addresses[0]?.id} data-testid="sender-address">
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} — {a.description}
          </option>
        ))}
      </select>
    </label>
  );
}
