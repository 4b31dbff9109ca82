import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { PriceQuote, SourceCountry } from '@fardin/core/contract-delivery';
import { pickText } from '@fardin/core/i18n-text';
import { formatKhr, formatUsd, usdToKhr } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import { Field, INPUT_CLASS } from '../../components/ui/form-field';

export interface PriceResult {
  values: Record<string, string>;
  quote?: PriceQuote;
  error?: string;
}

const kg = (n: number) => `${n} kg`;

/** /price: the international calculator with the formula written out with the shopper's numbers. */
export function PricePage({ countries, result }: { countries: SourceCountry[]; result?: PriceResult | undefined }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const v = result?.values ?? {};
  const [country, setCountry] = useState(v.country || countries[0]?.code || 'CN');
  const modes = countries.find((c) => c.code === country)?.modes ?? [];
  // A result belongs to the numbers it was worked out for: once an input changes it goes, until
  // the shopper calculates again (an old price under new numbers reads as the new price).
  const [changed, setChanged] = useState(false);
  useEffect(() => setChanged(false), [result]);
  const q = changed ? undefined : result?.quote;
  return (
    <div className="mx-auto max-w-2xl space-y-4" data-testid="price-page">
      <div>
        <h1 className="text-2xl font-bold text-primary">{t('delivery.priceTitle')}</h1>
        <p className="mt-1 text-gray-700">{t('delivery.priceIntro')}</p>
      </div>
      <Form method="post" className="space-y-3 rounded-xl bg-white p-4 shadow-sm" onChange={() => setChanged(true)}>
        <div className="grid grid-cols-2 gap-3">
          <Field id="country" label={t('delivery.country')}>
            <select
              id="country"
              name="country"
              value={country}
              onChange={(e) => setCountry(e.target.value)}
              className={INPUT_CLASS}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {pickText(c.name, t.locale)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="delivery_mode" label={t('delivery.mode')}>
            <select
              id="delivery_mode"
              name="delivery_mode"
              key={country}
              defaultValue={v.delivery_mode}
              className={INPUT_CLASS}
            >
              {modes.map((m) => (
                <option
                  key={m.mode}
                  value={m.mode}
                >{`${t(`delivery.mode.${m.mode}`)} · ${t('delivery.days', { min: m.eta_min_days, max: m.eta_max_days })}`}</option>
              ))}
            </select>
          </Field>
          {(['length', 'width', 'height', 'weight'] as const).map((name) => (
            <Field key={name} id={name} label={t(`delivery.${name}`)}>
              <input
                id={name}
                name={name}
                type="number"
                inputMode="decimal"
                step="any"
                min="0.01"
                required
                defaultValue={v[name]}
                className={INPUT_CLASS}
              />
            </Field>
          ))}
        </div>
        {result?.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-error" data-testid="price-error">
            {result.error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-primary px-4 py-3 font-bold text-white disabled:opacity-60"
        >
          {t('delivery.calculate')}
        </button>
      </Form>
      {q && (
        <section className="space-y-2 rounded-xl bg-white p-4 shadow-sm" data-testid="price-result" aria-live="polite">
          <p className="text-lg">
            {`${t('delivery.price')}: `}
            <strong className="text-2xl text-primary" data-testid="price-value">
              {formatUsd(q.price)}
            </strong>
            <span className="ml-2 text-sm text-gray-600">{formatKhr(usdToKhr(q.price))}</span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-500">{t('delivery.actualWeight')}</dt>
            <dd>{kg(q.actual_weight)}</dd>
            <dt className="text-gray-500">{t('delivery.volumeWeight')}</dt>
            <dd data-testid="volume-weight">{kg(q.volume_weight)}</dd>
            <dt className="text-gray-500">{t('delivery.chargeableWeight')}</dt>
            <dd>{kg(q.chargeable_weight)}</dd>
            <dt className="text-gray-500">{t('delivery.chargedBy')}</dt>
            <dd>{t(q.condition === 'volume' ? 'delivery.byVolume' : 'delivery.byWeight')}</dd>
          </dl>
          <div className="rounded-lg bg-gray-50 p-3 text-sm" data-testid="price-formula">
            <p className="font-medium">{t('delivery.formula')}</p>
            <p className="mt-1 text-gray-700">{t('delivery.formulaText')}</p>
            <p className="mt-2 font-mono text-xs break-words" dir="ltr">
              {`${v.length} × ${v.width} × ${v.height} ÷ 6000 = ${q.volume_weight} kg; `}
              {`max(${q.actual_weight} × ${formatUsd(q.kilo_price)}, ${q.volume_cbm} m³ × ${formatUsd(q.vol_price)}) + ${formatUsd(q.service_fee)} = ${formatUsd(q.price)}`}
            </p>
          </div>
          <p className="text-xs text-gray-500">{t('delivery.estimateNote')}</p>
        </section>
      )}
      <Link to={t.link('/price-list')} className="inline-block text-primary underline">
        {t('delivery.priceList')}
      </Link>
    </div>
  );
}
