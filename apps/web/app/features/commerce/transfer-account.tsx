import type { PaymentAccount } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';
import { answerText, type ErrorTexts } from '../../lib/error-texts';
import { uploadImageFile } from '../../lib/upload-image';
import { Theirs } from '../../components/ui/their-words';

/** What is missing from the balance to pay `total`, in dollars (0 when the balance covers it). */
export function walletShortfall(total: number, balance: number): number {
  const cents = Math.round(total * 100) - Math.round(balance * 100);
  return cents > 0 ? cents / 100 : 0;
}

/**
 * The transfer account chosen before the shopper taps one, on every form that takes a transfer
 * (checkout, the wallet's top-up): the shop's only account; none when there are several, so the
 * shopper says which one the money went to (SPEC: 'Please select bank transfer payment type').
 */
export function preselectedAccount(accounts: readonly Pick<PaymentAccount, 'code'>[]): string {
  return accounts.length === 1 ? accounts[0]!.code : '';
}

/**
 * What a bank transfer still lacks, all at once (the account, then the receipt), as the
 * dictionary's keys of the spec's texts; empty when the transfer can be sent.
 */
export function missingTransferFields(transfer: {
  bankType: string;
  receiptUrl: string;
}): ('commerce.err.bankTypeRequired' | 'commerce.err.receiptRequired')[] {
  return [
    ...(transfer.bankType ? [] : (['commerce.err.bankTypeRequired'] as const)),
    ...(transfer.receiptUrl ? [] : (['commerce.err.receiptRequired'] as const)),
  ];
}

/** Uploads a receipt image (POST /api/upload); a refusal answers its text by code, in the page's language. */
export async function uploadReceipt(
  file: File,
  texts: ErrorTexts,
  fallback: string,
): Promise<{ url: string } | { error: string }> {
  const uploaded = await uploadImageFile(file);
  return uploaded.ok ? { url: uploaded.url } : { error: answerText(texts, uploaded.answer, fallback) };
}

/** One bank account the shop takes transfers on: bank, account name and number, and its QR when chosen. */
export function TransferAccount({ account, showQr }: { account: PaymentAccount; showQr: boolean }) {
  const t = useT();
  return (
    <span className="block text-sm">
      <span className="block font-semibold" data-user-text="">
        {account.bank_name}
      </span>
      <span className="block text-gray-700">
        {t('commerce.transfer.accountName')}: <Theirs>{account.account_name}</Theirs>
      </span>
      <span className="block">
        {t('commerce.transfer.accountNumber')}:{' '}
        <span className="select-all font-mono font-semibold">{account.account_number}</span>
      </span>
      {showQr && account.qr_image && (
        <span className="mt-2 flex items-end gap-3">
          <img
            src={account.qr_image}
            alt={t('commerce.transfer.qr')}
            className="h-36 w-36 rounded-lg border bg-white object-contain"
            data-testid="transfer-qr"
          />
          <a href={account.qr_image} download className="flex items-center gap-1 text-primary underline">
            <Icon name="download" size={16} /> {t('commerce.khqr.save')}
          </a>
        </span>
      )}
    </span>
  );
}
