import { Form, Link, useNavigation } from 'react-router';
import { DELIVERY_TYPES, type DeliveryType } from '@fardin/core/delivery-fee';
import type { DeliveryQuote, Province, TransportOption, Zone } from '@fardin/core/contract-delivery';
import { formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import { Field, INPUT_CLASS, describedBy } from '../../components/ui/form-field';
import { placeName } from './place-name';
import { SenderAddresses, type Sender } from './sender-addresses';
import { expressNeeds } from './express-needs';

export interface ExpressPageProps {
  type: DeliveryType;
  zones: Zone[];
  provinces: Province[];
  transports: TransportOption[];
  loggedIn: boolean;
  /** The signed-in sender (their phone and saved addresses fill the sender's fields); null for a guest. */
  sender?: Sender | null;
  result?:
    | { values: Record<string, string>; quote?: DeliveryQuote; error?: string; errors?: Record<string, string> }
    | undefined;
}

export function ExpressPage({ type, zones, provinces, transports, loggedIn, sender = null, result }: ExpressPageProps) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const v = result?.values ?? {};
  const err = result?.errors ?? {};
  const home = sender?.addresses[0];
  const mapField = (side: 'pickup' | 'receiver') => {
    const id = `${side}_map`;
    const initial = v[id] ?? (side === 'pickup' ? home?.map : undefined);
    return (
      <Field id={id} label={t('delivery.mapInput')} hint={t('delivery.mapInputHint')} error={err[id]}>
        <input
          id={id}
          name={id}
          className={INPUT_CLASS}
          defaultValue={initial}
          required={expressNeeds(type, id)}
          inputMode="url"
          autoComplete="off"
          aria-describedby={describedBy(id, err[id], 'hint')}
        />
      </Field>
    );
  };
  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid="express-page">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-primary">{t('page.express')}</h1>
        {loggedIn && (
          <Link to={t.link('/account/my-delivery')} className="text-sm text-primary underline">
            {t('delivery.myTitle')}
          </Link>
        )}
      </div>
      <nav aria-label={t('delivery.filterType')} className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {DELIVERY_TYPES.map((option) => (
          <Link
            key={option}
            to={`?type=${option}`}
            replace
            preventScrollReset
            aria-current={option === type ? 'page' : undefined}
            data-testid={`type-${option}`}
            className={`rounded-xl border p-3 text-sm ${option === type ? 'border-primary bg-green-50 ring-2 ring-primary' : 'border-gray-200 bg-white'}`}
          >
            <span className="block font-bold">{t(`delivery.type.${option}`)}</span>
            <span className="mt-1 block text-xs text-gray-600">{t(`delivery.typeHint.${option}`)}</span>
          </Link>
        ))}
      </nav>
      {/* The fields are checked by the action, its texts in the page language beside each (not the browser's). */}
      <Form method="post" noValidate className="space-y-4" key={type}>
        <input type="hidden" name="delivery_type" value={type} />
        <fieldset className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
          <legend className="px-1 font-bold">{t('delivery.sender')}</legend>
          {sender && <SenderAddresses addresses={sender.addresses} />}
          <Field id="pickup_phone" label={t('delivery.phone')} error={err.pickup_phone}>
            <input
              id="pickup_phone"
              name="pickup_phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={INPUT_CLASS}
              defaultValue={v.pickup_phone ?? sender?.phone}
              placeholder="012 345 678"
            />
          </Field>
          <Field id="pickup_location" label={t('delivery.location')} error={err.pickup_location}>
            <input
              id="pickup_location"
              name="pickup_location"
              className={INPUT_CLASS}
              defaultValue={v.pickup_location ?? home?.description}
              placeholder={t('delivery.locationPlaceholder')}
              maxLength={300}
            />
          </Field>
          {mapField('pickup')}
        </fieldset>
        <fieldset className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
          <legend className="px-1 font-bold">{t('delivery.receiver')}</legend>
          <Field id="receiver_phone" label={t('delivery.phone')} error={err.receiver_phone}>
            <input
              id="receiver_phone"
              name="receiver_phone"
              type="tel"
              inputMode="tel"
              className={INPUT_CLASS}
              defaultValue={v.receiver_phone}
              placeholder="012 345 678"
            />
          </Field>
          <Field id="receiver_location" label={t('delivery.location')} error={err.receiver_location}>
            <input
              id="receiver_location"
              name="receiver_location"
              className={INPUT_CLASS}
              defaultValue={v.receiver_location}
              placeholder={t('delivery.locationPlaceholder')}
              maxLength={300}
            />
          </Field>
          {type === 'delivery' && (
            <Field id="zone_id" label={t('delivery.zone')} error={err.zone_id}>
              <select id="zone_id" name="zone_id" required className={INPUT_CLASS} defaultValue={v.zone_id ?? ''}>
                <option value="">{t('delivery.choose')}</option>
                {zones.map((z) => (
                  <option key={z.id} value={z.id}>{`${placeName(z, t.locale)} — ${formatUsd(z.service_fee)}`}</option>
                ))}
              </select>
            </Field>
          )}
          {type === 'province' && (
            <Field id="district_id" label={t('delivery.district')} error={err.district_id}>
              <select
                id="district_id"
                name="district_id"
                required
                className={INPUT_CLASS}
                defaultValue={v.district_id ?? ''}
              >
                <option value="">{t('delivery.choose')}</option>
                {provinces.map((p) => (
                  <optgroup key={p.id} label={placeName(p, t.locale)}>
                    {p.districts.map((d) => (
                      <option
                        key={d.id}
                        value={d.id}
                      >{`${placeName(d, t.locale)} (${placeName(p, t.locale)}) — ${formatUsd(d.service_fee)}`}</option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </Field>
          )}
          {mapField('receiver')}
        </fieldset>
        <fieldset className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
          <legend className="sr-only">{t('delivery.details')}</legend>
          {type === 'cargo' && (
            <Field id="transport_id" label={t('delivery.transport')} error={err.transport_id}>
              <select
                id="transport_id"
                name="transport_id"
                required
                className={INPUT_CLASS}
                defaultValue={v.transport_id ?? ''}
              >
                <option value="">{t('delivery.choose')}</option>
                {transports.map((tr) => (
                  <option
                    key={tr.id}
                    value={tr.id}
                  >{`${t.locale === 'kh' ? tr.name_kh : t.locale === 'zh' ? tr.name_zh : tr.name} — ${t('delivery.maxWeight', { kg: tr.max_weight })}`}</option>
                ))}
              </select>
            </Field>
          )}
          <Field id="weight" label={t('delivery.weight')} error={err.weight}>
            <input
              id="weight"
              name="weight"
              type="number"
              inputMode="decimal"
              step="0.1"
              min="0.1"
              required={expressNeeds(type, 'weight')}
              className={INPUT_CLASS}
              defaultValue={v.weight}
            />
          </Field>
          <div className="grid grid-cols-[1fr_auto] gap-2">
            <Field id="total" label={t('delivery.cod')} error={err.total}>
              <input
                id="total"
                name="total"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                className={INPUT_CLASS}
                defaultValue={v.total}
                placeholder="0"
              />
            </Field>
            <Field id="currency" label={t('delivery.currency')}>
              <select id="currency" name="currency" className={INPUT_CLASS} defaultValue={v.currency || 'USD'}>
                <option value="USD">USD ($)</option>
                <option value="KHR">KHR (៛)</option>
              </select>
            </Field>
          </div>
          <div role="radiogroup" aria-label={t('delivery.paymentNote')} className="flex flex-wrap gap-4 text-sm">
            <span className="w-full font-medium">{t('delivery.paymentNote')}</span>
            {(['COD', 'bank'] as const).map((note) => (
              <label key={note} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="payment_note"
                  value={note}
                  defaultChecked={(v.payment_note || 'COD') === note}
                  className="h-4 w-4 accent-primary"
                />
                {t(note === 'COD' ? 'delivery.payCod' : 'delivery.payBank')}
              </label>
            ))}
          </div>
          <Field id="note" label={t('delivery.note')} error={err.note}>
            <textarea id="note" name="note" rows={2} maxLength={500} className={INPUT_CLASS} defaultValue={v.note} />
          </Field>
        </fieldset>
        {result?.error && (
          <p role="alert" data-testid="express-error" className="rounded-lg bg-red-50 p-3 text-sm text-error">
            {result.error}
          </p>
        )}
        {result?.quote && (
          <p data-testid="express-quote" className="rounded-lg bg-green-50 p-3 text-primary" aria-live="polite">
            <span className="font-bold">{`${t('delivery.quote')}: ${formatUsd(result.quote.delivery_fee)}`}</span>
            {result.quote.distance_km !== null && (
              <span className="ml-2 text-sm text-gray-700">
                {t('delivery.distance', { km: result.quote.distance_km })}
              </span>
            )}
          </p>
        )}
        <div className="grid grid-cols-2 gap-2">
          <button
            type="submit"
            name="intent"
            value="quote"
            disabled={busy}
            formNoValidate
            className="rounded-lg border border-primary px-4 py-3 font-bold text-primary disabled:opacity-60"
          >
            {t('delivery.getQuote')}
          </button>
          <button
            type="submit"
            name="intent"
            value="book"
            disabled={busy}
            className="rounded-lg bg-primary px-4 py-3 font-bold text-white disabled:opacity-60"
          >
            {loggedIn ? t('delivery.book') : t('delivery.loginToBook')}
          </button>
        </div>
      </Form>
    </div>
  );
}
