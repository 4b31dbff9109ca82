import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { PaymentAccount } from '@fardin/core/contract-commerce';
import { formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import { FilePicker } from '../../components/ui/file-picker';
import type { ErrorTexts } from '../../lib/error-texts';
import { Choice } from './checkout-fields';
import { preselectedAccount, TransferAccount, uploadReceipt } from './transfer-account';
import { Theirs } from '../../components/ui/their-words';

export interface WalletData {
  balance: number;
  transfer_reference: string;
  entries: { id: number; amount: number; type: string; reference_no: string | null; request_date: string }[];
  topups: {
    id: number;
    amount: number;
    payment_method: string | null;
    transaction_status: 'pending' | 'approved' | 'rejected';
    request_date: string;
  }[];
}

export interface TopupResult {
  ok: boolean;
  message?: string | undefined;
  errors?: Record<string, string[]> | undefined;
  /** What a refused request had (amount, uploaded receipt), shown again; none after a success. */
  values?: { amount: string; image_url: string } | undefined;
}

const STATUS_STYLE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;
const KINDS = ['topup', 'payment', 'refund', 'adjustment'] as const;

/**
 * /account/wallet: the Anakut Cash balance, a top-up request (amount, the account the money went
 * to, the receipt) that staff approve, the requests with their status and the ledger. The form
 * posts without JavaScript too (the receipt as a file); with it, the receipt uploads on choice.
 */
export function WalletPage(props: {
  wallet: WalletData;
  accounts: PaymentAccount[];
  amount: string;
  errorTexts: ErrorTexts;
  result?: TopupResult | undefined;
}) {
  const t = useT();
  const { wallet, accounts } = props;
  const busy = useNavigation().state === 'submitting';
  const [method, setMethod] = useState(() => preselectedAccount(accounts));
  const [receiptUrl, setReceiptUrl] = useState(props.result?.values?.image_url ?? '');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  // Each request sent empties the form (amount, receipt, account) for the next one, so the same
  // receipt is not sent twice by a second tap; the "request sent" note stays. A new `sent` key
  // gives the fields (and the picker's preview) a fresh start; a refusal keeps what was typed.
  const [sent, setSent] = useState(0);
  const [seenResult, setSeenResult] = useState(props.result);
  if (props.result !== seenResult) {
    setSeenResult(props.result);
    if (props.result?.ok) {
      setSent((n) => n + 1);
      setReceiptUrl('');
      setMethod(preselectedAccount(accounts));
      setUploadError('');
    }
  }
  // Digits only (24/11/2026, 16:06), in Phnom Penh time: no English month or AM/PM on kh and zh
  // pages, and the same text from the server and the browser.
  const when = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Phnom_Penh',
  });
  const bankName = (code: string | null) => accounts.find((a) => a.code === code)?.bank_name ?? code ?? '';
  const errors = props.result?.errors ?? {};
  const kindLabel = (kind: string): string =>
    KINDS.includes(kind as (typeof KINDS)[number]) ? t(`commerce.wallet.kind.${kind}` as MessageKey) : kind;

  async function upload(file: File) {
    setUploading(true);
    setUploadError('');
    const answer = await uploadReceipt(file, props.errorTexts, t('commerce.khqr.error'));
    if ('url' in answer) setReceiptUrl(answer.url);
    else setUploadError(answer.error);
    setUploading(false);
  }

  return (
    <section className="mx-auto w-full max-w-2xl space-y-3 p-3 md:p-6" data-testid="wallet-page">
      <div className="rounded-2xl bg-primary p-5 text-white shadow-sm">
        <h1 className="text-base font-semibold">{t('commerce.wallet.title')}</h1>
        <p className="text-sm opacity-90">{t('commerce.wallet.balance')}</p>
        <p className="text-3xl font-bold tabular-nums" data-testid="wallet-balance">
          {formatUsd(wallet.balance)}
        </p>
      </div>

      <Form
        key={sent}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
        data-testid="topup-form"
      >
        <h2 className="font-bold">{t('commerce.wallet.topUp')}</h2>
        {props.result?.ok && (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="topup-ok">
            {t('commerce.wallet.requested')}
          </p>
        )}
        {props.result && !props.result.ok && props.result.message && (
          <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm text-error" data-testid="topup-error">
            {props.result.message}
          </p>
        )}
        <label className="block text-sm">
          <span className="mb-1 block font-semibold">{t('commerce.wallet.amount')}</span>
          <input
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="1"
            max="10000"
            required
            defaultValue={props.result?.ok ? '' : (props.result?.values?.amount ?? props.amount)}
            aria-invalid={errors.amount?.[0] ? true : undefined}
            aria-describedby={errors.amount?.[0] ? 'topup-amount-error' : undefined}
            className={`w-full rounded-lg border px-3 py-2.5 text-base ${errors.amount?.[0] ? 'border-error' : 'border-gray-300'}`}
            data-testid="topup-amount"
          />
          {errors.amount?.[0] && (
            <span id="topup-amount-error" className="mt-1 block text-error" data-testid="topup-amount-error">
              {errors.amount[0]}
            </span>
          )}
        </label>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold">{t('commerce.wallet.method')}</legend>
          {accounts.map((account) => (
            <Choice
              key={account.code}
              name="payment_method"
              value={account.code}
              checked={method === account.code}
              onChange={() => setMethod(account.code)}
              testId={`topup-bank-${account.code}`}
            >
              <TransferAccount account={account} showQr={method === account.code} />
            </Choice>
          ))}
        </fieldset>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 rounded-lg bg-gray-50 p-3 text-sm">
          <dt className="text-gray-600">{t('commerce.transfer.reference')}</dt>
          <dd className="select-all text-right font-mono font-semibold" data-testid="topup-reference">
            {wallet.transfer_reference}
          </dd>
        </dl>
        <input type="hidden" name="image_url" value={receiptUrl} />
        <FilePicker
          name="file"
          label={t('commerce.checkout.receipt')}
          texts={{ choose: t('filePicker.choose'), change: t('filePicker.change'), none: t('filePicker.none') }}
          previewUrl={receiptUrl || null}
          busy={uploading}
          busyText={t('commerce.checkout.uploading')}
          error={uploadError || errors.image_url?.[0] || errors.file?.[0]}
          testId="topup-receipt"
          onFile={(file) => void upload(file)}
        />
        <button
          type="submit"
          name="intent"
          value="topup"
          disabled={busy || uploading}
          className="w-full rounded-full bg-primary py-3 font-semibold text-white disabled:opacity-50"
          data-testid="topup-submit"
        >
          {t('commerce.wallet.submit')}
        </button>
      </Form>

      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-bold">{t('commerce.wallet.requests')}</h2>
        {wallet.topups.length === 0 ? (
          <p className="text-sm text-gray-600">{t('commerce.wallet.noRequests')}</p>
        ) : (
          <ul className="divide-y">
            {wallet.topups.map((row) => (
              <li
                key={row.id}
                className="flex items-center gap-3 py-2 text-sm"
                data-testid="topup-row"
                data-status={row.transaction_status}
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold tabular-nums">{formatUsd(row.amount)}</p>
                  <p className="text-xs text-gray-500">
                    {when.format(new Date(row.request_date))}
                    {row.payment_method ? (
                      <>
                        {' · '}
                        <Theirs>{bankName(row.payment_method)}</Theirs>
                      </>
                    ) : (
                      ''
                    )}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[row.transaction_status]}`}
                >
                  {t(`commerce.wallet.status.${row.transaction_status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-bold">{t('commerce.wallet.history')}</h2>
        {wallet.entries.length === 0 ? (
          <p className="text-sm text-gray-600">{t('commerce.wallet.noHistory')}</p>
        ) : (
          <ul className="divide-y">
            {wallet.entries.map((entry) => (
              <li
                key={entry.id}
                className="flex items-center gap-3 py-2 text-sm"
                data-testid="wallet-entry"
                data-kind={entry.type}
              >
                <div className="min-w-0 flex-1">
                  <p>{kindLabel(entry.type)}</p>
                  <p className="text-xs text-gray-500">{when.format(new Date(entry.request_date))}</p>
                </div>
                <span
                  className={`font-semibold tabular-nums ${entry.amount >= 0 ? 'text-green-700' : 'text-gray-900'}`}
                >
                  {entry.amount >= 0 ? '+' : '−'}
                  {formatUsd(Math.abs(entry.amount))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
