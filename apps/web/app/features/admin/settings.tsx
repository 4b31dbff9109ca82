import { useRef, useState } from 'react';
import { Form } from 'react-router';
import type { PaymentAccount } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-request.server';
import type { SettingsData } from './schemas';
import { AdminPage, Card, inputClass, Notice, Submit } from './ui';
import { Field } from '../../components/ui/form-field';
import { UPLOAD_IMAGE_TYPES, uploadImage, useUploadErrorTexts } from './upload-images';
import type { ParcelSettings } from '@fardin/core/contract-parcels';
import { ParcelSettingsForm } from './parcel-settings-form';

/** An admin-only page seen by staff: the API's 403 message. */
export function Forbidden({ title, message }: { title: string; message: string | null }) {
  return (
    <AdminPage title={title}>
      <p role="alert" className="rounded border border-red-600 bg-red-50 p-2 text-sm text-red-900">
        {message}
      </p>
    </AdminPage>
  );
}

/** Contact, exchange rates and the Anakut Cash discount (admin only; staff see the API's refusal). */
export function SettingsView({
  settings,
  parcels,
  forbidden,
  result,
}: {
  settings: SettingsData | null;
  parcels?: { settings: ParcelSettings; countries: string[] } | null;
  forbidden: string | null;
  result?: AdminResult | undefined;
}) {
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
          <Field look="compact" label={t('admin.settings.phones')}>
            <textarea
              name="phones"
              rows={3}
              className={inputClass}
              defaultValue={(contact?.phones ?? []).map((p) => `${p.operator}: ${p.number}`).join('\n')}
            />
          </Field>
          <Field look="compact" label={t('admin.settings.email')}>
            <input name="email" type="email" required className={inputClass} defaultValue={contact?.email ?? ''} />
          </Field>
          <Field look="compact" label={t('admin.settings.addressKh')}>
            <input name="address_kh" className={inputClass} defaultValue={contact?.address.kh ?? ''} />
          </Field>
          <Field look="compact" label={t('admin.settings.addressEn')}>
            <input name="address_en" className={inputClass} defaultValue={contact?.address.en ?? ''} />
          </Field>
          <Field look="compact" label={t('admin.settings.addressZh')}>
            <input name="address_zh" className={inputClass} defaultValue={contact?.address.zh ?? ''} />
          </Field>
          <Field look="compact" label={t('admin.settings.lat')}>
            <input
              name="lat"
              type="number"
              step="any"
              min={-90}
              max={90}
              required
              className={inputClass}
              defaultValue={contact?.warehouse.lat ?? ''}
            />
          </Field>
          <Field look="compact" label={t('admin.settings.lng')}>
            <input
              name="lng"
              type="number"
              step="any"
              min={-180}
              max={180}
              required
              className={inputClass}
              defaultValue={contact?.warehouse.lng ?? ''}
            />
          </Field>
          <Field look="compact" label="Telegram">
            <input name="telegram" className={inputClass} defaultValue={contact?.messaging.telegram ?? ''} />
          </Field>
          <Field look="compact" label="WhatsApp">
            <input name="whatsapp" className={inputClass} defaultValue={contact?.messaging.whatsapp ?? ''} />
          </Field>
          <div className="md:col-span-2">
            <Submit label={t('admin.save')} intent="contact" />
          </div>
        </Form>
      </Card>
      <Card>
        <Form method="post" className="grid gap-2 md:grid-cols-3 md:items-end">
          <h2 className="font-semibold md:col-span-3">{t('admin.settings.rates')}</h2>
          {Object.entries(rates).map(([code, value]) => (
            <Field look="compact" key={code} label={code}>
              <input
                name={`rate_${code}`}
                type="number"
                step="any"
                min={0}
                required
                className={inputClass}
                defaultValue={value}
              />
            </Field>
          ))}
          <div className="md:col-span-3">
            <Submit label={t('admin.save')} intent="currency_rates" />
          </div>
        </Form>
      </Card>
      <Card>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <h2 className="w-full font-semibold">{t('admin.settings.commerce')}</h2>
          <Field look="compact" label={t('admin.settings.discount')}>
            <input
              name="discount"
              type="number"
              step="any"
              min={0}
              max={100}
              required
              className={inputClass}
              defaultValue={settings.commerce?.anakut_discount_percent ?? 0}
            />
          </Field>
          <Submit label={t('admin.save')} intent="commerce" />
        </Form>
      </Card>
      <PaymentTypes accounts={settings.commerce?.bank_accounts ?? []} />
      {parcels && <ParcelSettingsForm settings={parcels.settings} countries={parcels.countries} />}
    </AdminPage>
  );
}

/**
 * The bank transfer accounts of the `commerce` setting: one row each plus an empty one to add.
 * Plain fields (the form works before JavaScript loads); with it, a QR image uploads into its row.
 */
function PaymentTypes({ accounts }: { accounts: PaymentAccount[] }) {
  const t = useT();
  const rows: Array<PaymentAccount | null> = [...accounts, null];
  return (
    <Card>
      <Form method="post" className="space-y-3" data-testid="payment-types-form">
        <h2 className="font-semibold">{t('admin.payTypes.title')}</h2>
        <p className="text-sm text-gray-600">{t('admin.payTypes.intro')}</p>
        {rows.map((account, i) => (
          <PaymentTypeRow key={account?.code ?? `new-${i}`} index={i} account={account} />
        ))}
        <Submit label={t('admin.save')} intent="payment_types" />
      </Form>
    </Card>
  );
}

function PaymentTypeRow({ index, account }: { index: number; account: PaymentAccount | null }) {
  const t = useT();
  const texts = useUploadErrorTexts();
  const qr = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(account?.qr_image ?? '');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  return (
    <fieldset
      className="grid gap-2 rounded border border-gray-200 p-2 md:grid-cols-5 md:items-end"
      data-testid={`payment-type-${index}`}
    >
      <Field look="compact" label={t('admin.payTypes.code')}>
        <input
          name={`pt_code_${index}`}
          pattern="[a-z0-9_\-]{1,40}"
          className={inputClass}
          defaultValue={account?.code ?? ''}
        />
      </Field>
      <Field look="compact" label={t('admin.payTypes.bankName')}>
        <input
          name={`pt_bank_${index}`}
          maxLength={100}
          className={inputClass}
          defaultValue={account?.bank_name ?? ''}
        />
      </Field>
      <Field look="compact" label={t('admin.payTypes.accountName')}>
        <input
          name={`pt_name_${index}`}
          maxLength={100}
          className={inputClass}
          defaultValue={account?.account_name ?? ''}
        />
      </Field>
      <Field look="compact" label={t('admin.payTypes.accountNumber')}>
        <input
          name={`pt_number_${index}`}
          maxLength={60}
          className={inputClass}
          defaultValue={account?.account_number ?? ''}
        />
      </Field>
      <div className="space-y-1 text-sm">
        <Field look="compact" label={t('admin.payTypes.qrImage')}>
          <input
            ref={qr}
            name={`pt_qr_${index}`}
            className={inputClass}
            defaultValue={account?.qr_image ?? ''}
            onChange={(e) => setPreview(e.target.value)}
          />
        </Field>
        <label className="block cursor-pointer text-primary underline">
          {uploading ? t('admin.payTypes.uploading') : t('admin.payTypes.upload')}
          <input
            type="file"
            accept={UPLOAD_IMAGE_TYPES}
            className="sr-only"
            data-testid={`payment-type-qr-upload-${index}`}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUploading(true);
              setError('');
              try {
                const url = await uploadImage(file, texts);
                if (qr.current) qr.current.value = url;
                setPreview(url);
              } catch (err) {
                setError(err instanceof Error ? err.message : '');
              } finally {
                setUploading(false);
              }
            }}
          />
        </label>
        {preview && <img src={preview} alt="" className="h-16 w-16 rounded border object-contain" />}
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
