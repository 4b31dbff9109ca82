import { useState } from 'react';
import { Link, useActionData } from 'react-router';
import { formatUsd } from '@fardin/core/money';
import type { CheckoutOptions } from '@fardin/core/contract-commerce';
import { PAYMENT_TYPES, type PaymentType } from '@fardin/core/commerce-values';
import { useT } from '../../i18n/i18n-context';
import { Choice, Section } from './checkout-fields';
import { FilePicker } from '../../components/ui/file-picker';
import { type ErrorTexts } from '../../lib/error-texts';
import { TransferAccount, uploadReceipt, walletShortfall } from './transfer-account';

/**
 * Payment method (cod, khqr, bankTransfer, anakut). Bank transfer: the configured accounts (bank,
 * account name and number, QR), the amount to send and the reference to write, then the receipt.
 * Anakut Cash: the balance; a total above it shows what is missing and a top-up link instead of an
 * order bound to be refused (and the refusal's top-up link if the server still answers it).
 */
export function PaymentFields(props: {
  /** Texts of the upload's refusal codes, in the page's language. */
  errorTexts: ErrorTexts;
  options: CheckoutOptions;
  /** The order's total as quoted (null before the first quote). */
  amount?: number | null | undefined;
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
  const refused: unknown = useActionData();
  const refusedForBalance =
    !!refused && typeof refused === 'object' && 'code' in refused && refused.code === 'wallet.insufficient_balance';
  const amount = props.amount ?? null;
  const shortfall = amount === null ? 0 : walletShortfall(amount, props.options.wallet_balance);
  const topUpLink = t.link(`/account/wallet?amount=${Math.max(shortfall, 1).toFixed(2)}`);

  async function upload(file: File) {
    setUploading(true);
    setUploadError('');
    const answer = await uploadReceipt(file, props.errorTexts, t('commerce.khqr.error'));
    if ('url' in answer) props.onReceipt(answer.url);
    else setUploadError(answer.error);
    setUploading(false);
  }

  return (
    <Section title={t('commerce.checkout.payment')}>
      <div className="space-y-2">
        {PAYMENT_TYPES.map((type) => (
          <Choice
            key={type}
            name="payment_type"
            value={type}
            checked={props.paymentType === type}
            onChange={() => props.onPaymentType(type)}
            testId={`pay-${type}`}
          >
            <span className="block">{t(`commerce.checkout.${type}`)}</span>
            {type === 'anakut' && (
              <span className="block text-xs text-gray-600">
                {props.options.discount_percent > 0 && (
                  <span className="text-primary">
                    {t('commerce.checkout.anakutOffer', { n: props.options.discount_percent })} ·{' '}
                  </span>
                )}
                {t('commerce.checkout.balance', { amount: formatUsd(props.options.wallet_balance) })}
              </span>
            )}
          </Choice>
        ))}
      </div>
      {props.paymentType === 'anakut' && (shortfall > 0 || refusedForBalance) && (
        <div
          className="mt-3 flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="wallet-shortfall"
        >
          <p className="flex-1">
            {shortfall > 0
              ? t('commerce.wallet.shortfall', { amount: formatUsd(shortfall) })
              : t('commerce.wallet.tooLow')}
          </p>
          <Link
            to={topUpLink}
            className="rounded-full bg-primary px-4 py-2 font-semibold text-white"
            data-testid="wallet-topup-link"
          >
            {t('commerce.wallet.topUp')}
          </Link>
        </div>
      )}
      {props.paymentType === 'bankTransfer' && (
        <div className="mt-3 space-y-3 rounded-xl bg-gray-50 p-3" data-testid="transfer-instructions">
          <p className="text-sm font-semibold">{t('commerce.checkout.bankType')}</p>
          {props.options.bank_accounts.map((bank) => (
            <Choice
              key={bank.code}
              name="payment_method"
              value={bank.code}
              checked={props.bankType === bank.code}
              onChange={() => props.onBankType(bank.code)}
              testId={`bank-${bank.code}`}
            >
              <TransferAccount account={bank} showQr={props.bankType === bank.code} />
            </Choice>
          ))}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-white p-3 text-sm">
            <dt className="text-gray-600">{t('commerce.transfer.amount')}</dt>
            <dd className="text-right text-lg font-bold text-primary" data-testid="transfer-amount">
              {amount === null ? '…' : formatUsd(amount)}
            </dd>
            <dt className="text-gray-600">{t('commerce.transfer.reference')}</dt>
            <dd className="select-all text-right font-mono font-semibold" data-testid="transfer-reference">
              {props.options.transfer_reference}
            </dd>
          </dl>
          <p className="text-xs text-gray-600">{t('commerce.transfer.steps')}</p>
          <FilePicker
            label={t('commerce.checkout.receipt')}
            texts={{ choose: t('filePicker.choose'), change: t('filePicker.change'), none: t('filePicker.none') }}
            previewUrl={props.receiptUrl || null}
            busy={uploading}
            busyText={t('commerce.checkout.uploading')}
            error={uploadError}
            testId="receipt"
            onFile={(file) => void upload(file)}
          />
          {props.receiptUrl && !uploading && (
            <p className="text-sm text-primary" data-testid="receipt-ok">
              {t('commerce.checkout.uploaded')}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
