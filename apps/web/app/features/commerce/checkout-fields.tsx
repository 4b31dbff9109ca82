import type { ReactNode } from 'react';
import type { Address } from '@fardin/core/contract-accounts';
import type { CheckoutOptions, Delivery, Parcel, Transport } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm">
      <legend className="float-left mb-2 w-full font-bold">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

export function Choice(props: { name: string; value: string; checked: boolean; onChange(): void; children: ReactNode; testId?: string }) {
  return (
    <label className={`flex cursor-pointer items-center gap-2 rounded-xl border px-3 py-2.5 ${props.checked ? 'border-primary bg-primary/5' : 'border-gray-200'}`} data-testid={props.testId}>
      <input type="radio" name={props.name} value={props.value} checked={props.checked} onChange={props.onChange} className="accent-primary" />
      <span className="flex-1">{props.children}</span>
    </label>
  );
}

/** Transport, delivery mode, address and parcel size (SPEC section 3 checkout state). */
export function ShippingFields(props: {
  options: CheckoutOptions;
  addresses: Address[];
  transport: Transport;
  delivery: Delivery;
  address: string;
  parcel: Parcel;
  onTransport(v: Transport): void;
  onDelivery(v: Delivery): void;
  onAddress(v: string): void;
  onParcel(v: Parcel): void;
}) {
  const t = useT();
  return (
    <>
      <Section title={t('commerce.checkout.transport')}>
        <div className="grid grid-cols-3 gap-2">
          {props.options.transports.map((tr) => (
            <Choice key={tr.code} name="transport" value={tr.code} checked={props.transport === tr.code} onChange={() => props.onTransport(tr.code)}>
              <span className="block font-semibold">{t(`commerce.checkout.${tr.code}`)}</span>
              <span className="block text-xs text-gray-500">{t('commerce.checkout.days', { min: tr.days_min, max: tr.days_max })}</span>
            </Choice>
          ))}
        </div>
      </Section>
      <Section title={t('commerce.checkout.delivery')}>
        <div className="space-y-2">
          <Choice name="delivery" value="direct" checked={props.delivery === 'direct'} onChange={() => props.onDelivery('direct')}>
            {t('commerce.checkout.direct')}
          </Choice>
          <Choice name="delivery" value="warehouse" checked={props.delivery === 'warehouse'} onChange={() => props.onDelivery('warehouse')}>
            {t('commerce.checkout.warehouse')}
          </Choice>
        </div>
        {props.delivery === 'direct' && (
          <label className="mt-3 block text-sm">
            <span className="mb-1 block font-semibold">{t('commerce.checkout.address')}</span>
            <select className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5" value={props.address} onChange={(e) => props.onAddress(e.target.value)}>
              {props.addresses.length === 0 && <option value="Home">{t('commerce.checkout.home')}</option>}
              {props.addresses.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                  {a.description ? ` — ${a.description}` : ''}
                </option>
              ))}
            </select>
          </label>
        )}
      </Section>
      <Section title={t('commerce.checkout.parcel')}>
        <div className="grid grid-cols-4 gap-2">
          {(['height', 'width', 'length', 'weight'] as const).map((key) => (
            <label key={key} className="text-xs">
              <span className="mb-1 block text-gray-600">{t(`commerce.checkout.${key}`)}</span>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                name={`parcel_${key}`}
                value={props.parcel[key] || ''}
                placeholder="0"
                onChange={(e) => props.onParcel({ ...props.parcel, [key]: Math.max(0, Number(e.target.value) || 0) })}
                className="w-full rounded-lg border border-gray-300 px-2 py-2 text-base"
              />
            </label>
          ))}
        </div>
      </Section>
    </>
  );
}
