import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-request.server';
import type { SettingsData } from './schemas';
import { AdminPage, Card, Field, inputClass, Notice, Submit } from './ui';

/** An admin-only page seen by staff: the API's 403 message. */
export function Forbidden({ title, message }: { title: string; message: string | null }) {
  return (
    <AdminPage title={title}>
      <p role="alert" className="rounded border border-red-600 bg-red-50 p-2 text-sm text-red-900">{message}</p>
    </AdminPage>
  );
}

/** Contact, exchange rates and the Anakut Cash discount (admin only; staff see the API's refusal). */
export function SettingsView({ settings, forbidden, result }: { settings: SettingsData | null; forbidden: string | null; result?: AdminResult | undefined }) {
  const t = useT();
  if (forbidden || !settings) return <Forbidden title={t('admin.nav.settings')} message={forbidden} />;
  const contact = settings.contact;
  const rates = settings.currency_rates ?? {};
  return (
    <AdminPage title={t('admin.nav.settings')}>
      <Notice result={result} />
      <p className="text-sm text-gray-600">{t('admin.settings.cacheNote')}</p>
      <Card>
        <Form method="post" className="grid gap-2 md:grid-cols-2">
          <h2 className="font-semibold md:col-span-2">{t('admin.settings.contact')}</h2>
          <Field label={t('admin.settings.phones')}>
            <textarea name="phones" rows={3} className={inputClass} defaultValue={(contact?.phones ?? []).map((p) => `${p.operator}: ${p.number}`).join('\n')} />
          </Field>
          <Field label={t('admin.settings.email')}><input name="email" type="email" required className={inputClass} defaultValue={contact?.email ?? ''} /></Field>
          <Field label={t('admin.settings.addressKh')}><input name="address_kh" className={inputClass} defaultValue={contact?.address.kh ?? ''} /></Field>
          <Field label={t('admin.settings.addressEn')}><input name="address_en" className={inputClass} defaultValue={contact?.address.en ?? ''} /></Field>
          <Field label={t('admin.settings.addressZh')}><input name="address_zh" className={inputClass} defaultValue={contact?.address.zh ?? ''} /></Field>
          <Field label={t('admin.settings.lat')}><input name="lat" type="number" step="any" min={-90} max={90} required className={inputClass} defaultValue={contact?.warehouse.lat ?? ''} /></Field>
          <Field label={t('admin.settings.lng')}><input name="lng" type="number" step="any" min={-180} max={180} required className={inputClass} defaultValue={contact?.warehouse.lng ?? ''} /></Field>
          <Field label="Telegram"><input name="telegram" className={inputClass} defaultValue={contact?.messaging.telegram ?? ''} /></Field>
          <Field label="WhatsApp"><input name="whatsapp" className={inputClass} defaultValue={contact?.messaging.whatsapp ?? ''} /></Field>
          <div className="md:col-span-2"><Submit label={t('admin.save')} intent="contact" /></div>
        </Form>
      </Card>
      <Card>
        <Form method="post" className="grid gap-2 md:grid-cols-3 md:items-end">
          <h2 className="font-semibold md:col-span-3">{t('admin.settings.rates')}</h2>
          {Object.entries(rates).map(([code, value]) => (
            <Field key={code} label={code}><input name={`rate_${code}`} type="number" step="any" min={0} required className={inputClass} defaultValue={value} /></Field>
          ))}
          <div className="md:col-span-3"><Submit label={t('admin.save')} intent="currency_rates" /></div>
        </Form>
      </Card>
      <Card>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <h2 className="w-full font-semibold">{t('admin.settings.commerce')}</h2>
          <Field label={t('admin.settings.discount')}>
            <input name="discount" type="number" step="any" min={0} max={100} required className={inputClass} defaultValue={settings.commerce?.anakut_discount_percent ?? 0} />
          </Field>
          <Submit label={t('admin.save')} intent="commerce" />
        </Form>
      </Card>
    </AdminPage>
  );
}
