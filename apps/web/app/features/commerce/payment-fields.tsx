import { useState } from 'react';
import { formatUsd } from '@fardin/core/money';
import { PAYMENT_TYPES, type CheckoutOptions, type PaymentType } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import { Choice, Section } from './checkout-fields';
import { answerText, type ErrorTexts } from '../../lib/error-texts';

/** Payment method (cod, khqr, bankTransfer, anakut) with the bank transfer type and receipt upload. */
export function PaymentFields(props: {
  /** Texts of the upload's refusal codes, in the page's language. */
  errorTexts: ErrorTexts;
  options: CheckoutOptions;
  paymentType: PaymentType;
  bankType: string;
  receiptUrl: string;
  onPaymentType(v: PaymentType): void;
  onBankType(v: string): void;
  onReceipt(url: string): void;
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError('');
    try {
      const body = new FormData();
      body.set('file', file);
      const res = await fetch('/api/upload', { method: 'POST', body, headers: { Accept: 'application/json' } });
      const answer: unknown = await res.json().catch(() => null);
      const imageUrl = answer && typeof answer === 'object' && 'image_url' in answer && typeof answer.image_url === 'string' ? answer.image_url : '';
      // A refused upload is shown by its code (wrong type, too large) in the shopper's language.
      if (!res.ok || !imageUrl) setUploadError(answerText(props.errorTexts, answer, t('commerce.khqr.error')));
      else props.onReceipt(imageUrl);
    } catch {
      setUploadError(t('commerce.khqr.error'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Section title={t('commerce.checkout.payment')}>
      <div className="space-y-2">
        {PAYMENT_TYPES.map((type) => (
          <Choice key={type} name="payment_type" value={type} checked={props.paymentType === type} onChange={() => props.onPaymentType(type)} testId={`pay-${type}`}>
            <span className="block">{t(`commerce.checkout.${type}`)}</span>
            {type === 'anakut' && (
              <span className="block text-xs text-gray-600">
                {props.options.discount_percent > 0 && <span className="text-primary">{t('commerce.checkout.anakutOffer', { n: props.options.discount_percent })} · </span>}
                {t('commerce.checkout.balance', { amount: formatUsd(props.options.wallet_balance) })}
              </span>
            )}
          </Choice>
        ))}
      </div>
      {props.paymentType === 'bankTransfer' && (
        <div className="mt-3 space-y-3 rounded-xl bg-gray-50 p-3">
          <p className="text-sm font-semibold">{t('commerce.checkout.bankType')}</p>
          {props.options.bank_accounts.map((bank) => (
            <Choice key={bank.code} name="payment_method" value={bank.code} checked={props.bankType === bank.code} onChange={() => props.onBankType(bank.code)} testId={`bank-${bank.code}`}>
              <span className="block">{bank.name}</span>
              <span className="block font-mono text-sm">{bank.phone}</span>
            </Choice>
          ))}
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('commerce.checkout.receipt')}</span>
            <input type="file" accept="image/jpeg,image/png,image/webp" data-testid="receipt-input" onChange={(e) => void upload(e.target.files?.[0])} className="block w-full text-sm" />
          </label>
          {uploading && <p className="text-sm text-gray-600">{t('commerce.checkout.uploading')}</p>}
          {props.receiptUrl && !uploading && (
            <p className="flex items-center gap-2 text-sm text-primary" data-testid="receipt-ok">
              <img src={props.receiptUrl} alt="" className="h-10 w-10 rounded object-cover" /> {t('commerce.checkout.uploaded')}
            </p>
          )}
          {uploadError && <p className="text-sm text-error">{uploadError}</p>}
        </div>
      )}
    </Section>
  );
}
