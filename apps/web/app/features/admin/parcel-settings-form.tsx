import { Form } from 'react-router';
import type { ParcelSettings } from '@fardin/core/contract-parcels';
import { PARCEL_MODES } from '@fardin/core/parcel-journey';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { Card, inputClass, Submit } from './ui';

/**
 * The `parcels` setting (admin, decision 0054): free storage days, the daily fee after them and,
 * per source country and mode, whether the freight may be paid in cash at the door. One checkbox
 * per route (`cod` = `CN/land`); the countries are the price list's and those already allowed,
 * plus one the admin types in. Plain fields: the form works before JavaScript loads.
 */
export function ParcelSettingsForm({ settings, countries }: { settings: ParcelSettings; countries: string[] }) {
  const t = useT();
  const allowed = new Set(settings.cod_freight.map((r) => `${r.country.toUpperCase()}/${r.mode}`));
  const rows = [...new Set([...countries, ...settings.cod_freight.map((r) => r.country)].map((c) => c.toUpperCase()))]
    .filter(Boolean)
    .sort();
  return (
    <Card>
      <Form method="post" className="space-y-3" data-testid="parcel-settings-form">
        <h2 className="font-semibold">{t('admin.parcelSettings.title')}</h2>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field look="compact" label={t('admin.parcelSettings.freeDays')}>
            <input
              name="storage_free_days"
              type="number"
              min={0}
              max={365}
              step={1}
              required
              className={inputClass}
              defaultValue={settings.storage_free_days}
            />
          </Field>
          <Field look="compact" label={t('admin.parcelSettings.dailyFee')}>
            <input
              name="storage_daily_fee"
              type="number"
              min={0}
              max={1000}
              step={0.01}
              required
              className={inputClass}
              defaultValue={(settings.storage_daily_fee_cents / 100).toFixed(2)}
            />
          </Field>
        </div>
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t('admin.parcelSettings.cod')}</legend>
          <p className="text-sm text-gray-600">{t('admin.parcelSettings.codIntro')}</p>
          {rows.length === 0 && <p className="text-sm text-gray-600">{t('admin.parcelSettings.none')}</p>}
          <table className="text-sm">
            <thead>
              <tr>
                <th className="pr-4 text-left">{t('admin.parcelSettings.country')}</th>
                {PARCEL_MODES.map((m) => (
                  <th key={m} className="px-2">
                    {t(`commerce.checkout.${m}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((country) => (
                <tr key={country} data-testid="cod-route-row" data-country={country}>
                  <td className="pr-4 font-mono">{country}</td>
                  {PARCEL_MODES.map((m) => (
                    <td key={m} className="px-2 text-center">
                      <input
                        type="checkbox"
                        name="cod"
                        value={`${country}/${m}`}
                        defaultChecked={allowed.has(`${country}/${m}`)}
                        aria-label={`${country} ${t(`commerce.checkout.${m}`)}`}
                        className="h-5 w-5"
                      />
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <td className="pr-4 pt-1">
                  <input
                    name="new_country"
                    maxLength={2}
                    pattern="[A-Za-z]{2}"
                    aria-label={t('admin.parcelSettings.addCountry')}
                    placeholder={t('admin.parcelSettings.addCountry')}
                    className={`${inputClass} w-28 uppercase`}
                  />
                </td>
                {PARCEL_MODES.map((m) => (
                  <td key={m} className="px-2 pt-1 text-center">
                    <input
                      type="checkbox"
                      name="new_mode"
                      value={m}
                      aria-label={`${t('admin.parcelSettings.addCountry')} ${t(`commerce.checkout.${m}`)}`}
                      className="h-5 w-5"
                    />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </fieldset>
        <Submit label={t('admin.save')} intent="parcels" />
      </Form>
    </Card>
  );
}
