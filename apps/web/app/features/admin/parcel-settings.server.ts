import { PARCEL_MODES, type ParcelMode } from '@fardin/core/parcel-journey';
import { formText } from '../../lib/form-data';

const isMode = (m: string): m is ParcelMode => (PARCEL_MODES as readonly string[]).includes(m);

/**
 * The `PUT /api/admin/settings/parcels` body of the parcels form (parcel-settings-form.tsx): the
 * fee typed in dollars goes in cents; each ticked `cod` route (`CN/land`) and the new country's
 * ticked modes. The API checks every part (a bad country code answers 422 with its field).
 */
export function parcelSettingsBody(form: FormData) {
  const routes = form
    .getAll('cod')
    .map((v) => String(v).split('/'))
    .filter((p): p is [string, ParcelMode] => p.length === 2 && isMode(p[1]!))
    .map(([country, mode]) => ({ country: country.trim().toUpperCase(), mode }));
  const added = formText(form, 'new_country').trim().toUpperCase();
  if (added)
    for (const mode of form.getAll('new_mode').map(String).filter(isMode))
      if (!routes.some((r) => r.country === added && r.mode === mode)) routes.push({ country: added, mode });
  const fee = Number(formText(form, 'storage_daily_fee'));
  return {
    storage_free_days: Number(formText(form, 'storage_free_days')),
    storage_daily_fee_cents: Number.isFinite(fee) ? Math.round(fee * 100) : fee,
    cod_freight: routes,
  };
}
