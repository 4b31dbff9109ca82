import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import type { CheckoutOptions } from '@fardin/core/contract-commerce';
import { formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import { Choice } from '../../components/ui/choice';
import { FilePicker } from '../../components/ui/file-picker';
import type { ErrorTexts } from '../../lib/error-texts';
import { TransferAccount, uploadReceipt } from './transfer-account';
import { khqrOfAnswer } from './khqr-of-answer';

const KhqrDialog = lazy(() => import('./khqr-dialog'));
const primary = 'w-full rounded-full bg-primary py-3 font-semibold text-white disabled:opacity-50';

export type SecondPayType = 'khqr' | 'bankTransfer' | 'anakut' | 'cod';

/** What the order page needs to take a payment: poll settings, banks, the wallet (checkout options). */
export interface PaymentContext {
  options: CheckoutOptions | null;
  errorTexts: ErrorTexts;
  money(usd: number): string;
}

/**
 * A payment after checkout on the order page (a price rise's difference, a parcel's freight): KHQR
 * (the payment sheet: the call makes the QR, the sheet polls it, then the same form posts again and
 * settles), a bank transfer with its receipt, Anakut Cash, or cash at the door where offered. The
 * form posts without JavaScript too (the receipt as a file; a KHQR then shows as a plain image).
 * Test ids are `<testPrefix>-pay`, `-pay-<type>`, `-bank-<code>`, `-receipt`, `-pay-submit`.
 */
export function SecondPaymentForm(props: {
  testPrefix: string;
  types: readonly SecondPayType[];
  heading: string;
  typeLabel(type: SecondPayType): string;
  amount: number;
  submitText: string;
  /** The form's own hidden fields (what is being paid). */
  hidden: ReactNode;
  /** The API call whose answer carries `data.khqr` for this payment. */
  khqr: { path: string; body: unknown };
  ctx: PaymentContext;
}) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const revalidator = useRevalidator();
  const { options, errorTexts } = props.ctx;
  const p = props.testPrefix;
  const [type, setType] = useState<SecondPayType>(props.types[0] ?? 'khqr');
  const [bank, setBank] = useState(options?.bank_accounts[0]?.code ?? '');
  const [receiptUrl, setReceiptUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const [khqrOpen, setKhqrOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  function onSubmit(event: FormEvent) {
    if (type !== 'khqr' || !options) return;
    event.preventDefault();
    setKhqrOpen(true);
  }
  async function upload(file: File) {
    setUploading(true);
    setUploadError('');
    const answer = await uploadReceipt(file, errorTexts, t('commerce.khqr.error'));
    if ('url' in answer) setReceiptUrl(answer.url);
    else setUploadError(answer.error);
    setUploading(false);
  }
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      onSubmit={onSubmit}
      className="space-y-2"
      data-testid={`${p}-pay`}
    >
      {props.hidden}
      <p className="text-sm font-semibold">{props.heading}</p>
      {props.types.map((value) => (
        <Choice
          key={value}
          name="payment_type"
          value={value}
          checked={type === value}
          onChange={() => setType(value)}
          testId={`${p}-pay-${value}`}
        >
          <span className="text-sm">{props.typeLabel(value)}</span>
          {value === 'anakut' && options && (
            <span className="block text-xs text-gray-600">
              {t('commerce.checkout.balance', { amount: formatUsd(options.wallet_balance) })}
            </span>
          )}
        </Choice>
      ))}
      {type === 'bankTransfer' && options && (
        <div className="space-y-2 rounded-xl bg-gray-50 p-2">
          {options.bank_accounts.map((account) => (
            <Choice
              key={account.code}
              name="payment_method"
              value={account.code}
              checked={bank === account.code}
              onChange={() => setBank(account.code)}
              testId={`${p}-bank-${account.code}`}
            >
              <TransferAccount account={account} showQr={bank === account.code} />
            </Choice>
          ))}
          <p className="text-xs text-gray-700">
            {t('commerce.transfer.reference')}: <span className="font-mono">{options.transfer_reference}</span>
          </p>
          <input type="hidden" name="image_url" value={receiptUrl} />
          <FilePicker
            name="file"
            label={t('commerce.checkout.receipt')}
            texts={{ choose: t('filePicker.choose'), change: t('filePicker.change'), none: t('filePicker.none') }}
            previewUrl={receiptUrl || null}
            busy={uploading}
            busyText={t('commerce.checkout.uploading')}
            error={uploadError || undefined}
            testId={`${p}-receipt`}
            onFile={(file) => void upload(file)}
          />
        </div>
      )}
      <button type="submit" disabled={busy || uploading} className={primary} data-testid={`${p}-pay-submit`}>
        {props.submitText}
      </button>
      {khqrOpen && options && (
        <Suspense fallback={null}>
          <KhqrDialog
            amount={props.amount}
            errorTexts={errorTexts}
            intervalMs={options.poll_interval_ms}
            maxAttempts={options.poll_max_attempts}
            generate={() => khqrOfAnswer(props.khqr.path, props.khqr.body)}
            onClose={() => setKhqrOpen(false)}
            onPaid={(reference) => {
              setKhqrOpen(false);
              // Settled by the call that made no QR: a fresh page shows it paid.
              if (!reference) return void revalidator.revalidate();
              // Paid: the same form again settles it (a document POST, a fresh page).
              form.current?.submit();
            }}
          />
        </Suspense>
      )}
    </Form>
  );
}
