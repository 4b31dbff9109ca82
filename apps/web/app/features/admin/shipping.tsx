import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-request.server';
import type { ShippingData } from './schemas';
import { Forbidden } from './settings';
import { AdminPage, Card, Empty, inputClass, Notice, Submit } from './ui';
import { Field } from '../../components/ui/form-field';
import { codeText } from './code-text';

const small = `${inputClass} max-w-28`;

function FeeForm({ kind, id, label, fee }: { kind: 'zone' | 'district'; id: number; label: string; fee: number }) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-wrap items-end justify-between gap-2 p-2">
      <input type="hidden" name="id" value={id} />
      <span className="text-sm">{label}</span>
      <span className="flex items-end gap-2">
        <input
          name="service_fee"
          type="number"
          step="0.01"
          min={0}
          max={1000}
          required
          aria-label={`${label} ${t('admin.ship.fee')}`}
          className={small}
          defaultValue={fee}
        />
        <Submit label={t('admin.save')} intent={kind} tone="secondary" />
      </span>
    </Form>
  );
}

/** International rates per country and transport, Phnom Penh zone fees and province district fees. */
export function ShippingView({
  shipping,
  forbidden,
  result,
}: {
  shipping: ShippingData | null;
  forbidden: string | null;
  result?: AdminResult | undefined;
}) {
  const t = useT();
  if (forbidden || !shipping) return <Forbidden title={t('admin.nav.shipping')} message={forbidden} />;
  const name = (r: { name_kh: string; name_en: string }) => (t.locale === 'kh' ? r.name_kh : r.name_en) || r.name_en;
  return (
    <AdminPage title={t('admin.nav.shipping')}>
      <Notice result={result} />
      <h2 className="font-semibold">{t('admin.ship.rates')}</h2>
      {shipping.rates.length === 0 ? (
        <Empty />
      ) : (
        shipping.rates.map((r) => (
          <Card key={`${r.country}-${r.transport}`}>
            <Form method="post" className="grid grid-cols-2 gap-2 md:grid-cols-7 md:items-end">
              <p className="col-span-2 font-semibold md:col-span-7">
                {r.country} · {codeText(t)('transport', r.transport)}
              </p>
              <input type="hidden" name="country" value={r.country} />
              <input type="hidden" name="transport" value={r.transport} />
              <Field look="compact" label={t('admin.ship.kilo')}>
                <input
                  name="kilo_price"
                  type="number"
                  step="0.01"
                  min={0}
                  max={10000}
                  required
                  className={inputClass}
                  defaultValue={r.kilo_price}
                />
              </Field>
              <Field look="compact" label={t('admin.ship.vol')}>
                <input
                  name="vol_price"
                  type="number"
                  step="0.01"
                  min={0}
                  max={10000}
                  required
                  className={inputClass}
                  defaultValue={r.vol_price}
                />
              </Field>
              <Field look="compact" label={t('admin.ship.fee')}>
                <input
                  name="service_fee"
                  type="number"
                  step="0.01"
                  min={0}
                  max={10000}
                  required
                  className={inputClass}
                  defaultValue={r.service_fee}
                />
              </Field>
              <Field look="compact" label={t('admin.ship.daysMin')}>
                <input
                  name="days_min"
                  type="number"
                  min={0}
                  max={365}
                  required
                  className={inputClass}
                  defaultValue={r.days_min}
                />
              </Field>
              <Field look="compact" label={t('admin.ship.daysMax')}>
                <input
                  name="days_max"
                  type="number"
                  min={0}
                  max={365}
                  required
                  className={inputClass}
                  defaultValue={r.days_max}
                />
              </Field>
              <label className="flex items-center gap-2 text-sm">
                <input name="active" type="checkbox" defaultChecked={r.active} /> {t('admin.ship.active')}
              </label>
              <div>
                <Submit label={t('admin.save')} intent="rate" />
              </div>
            </Form>
          </Card>
        ))
      )}
      <h2 className="font-semibold">{t('admin.ship.zones')}</h2>
      {shipping.zones.length === 0 ? (
        <Empty />
      ) : (
        <div className="divide-y rounded-lg border border-gray-200 bg-white">
          {shipping.zones.map((z) => (
            <FeeForm key={z.id} kind="zone" id={z.id} label={name(z)} fee={z.service_fee} />
          ))}
        </div>
      )}
      <h2 className="font-semibold">{t('admin.ship.districts')}</h2>
      {shipping.districts.length === 0 ? (
        <Empty />
      ) : (
        <div className="divide-y rounded-lg border border-gray-200 bg-white">
          {shipping.districts.map((d) => (
            <FeeForm
              key={d.id}
              kind="district"
              id={d.id}
              label={`${t.locale === 'kh' ? d.province_kh || d.province : d.province} · ${name(d)}`}
              fee={d.service_fee}
            />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
