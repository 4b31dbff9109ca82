import type { TransferReceipt } from '@fardin/core/contract-operations';
import { useT } from '../../i18n/i18n-context';
import { TheirWords } from '../../components/ui/their-words';

/**
 * A bank-transfer order's receipt on the shopper's order page: received and being checked by staff
 * (so "to pay" and the balance due do not read as money still owed), or refused with staff's words
 * and the way to send the right one (the order's conversation below).
 */
export function TransferReceiptNotice({ receipt }: { receipt: TransferReceipt }) {
  const t = useT();
  const refused = receipt.state === 'refused';
  return (
    <section
      role="status"
      className={`flex gap-3 rounded-2xl p-4 text-sm shadow-sm ${refused ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-300' : 'bg-green-50 text-green-950 ring-1 ring-green-600/40'}`}
      data-testid="transfer-receipt"
      data-state={receipt.state}
    >
      <a
        href={receipt.url}
        target="_blank"
        rel="noreferrer"
        className="block h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-white ring-1 ring-black/10"
        data-testid="transfer-receipt-image"
      >
        <img
          src={receipt.url}
          alt={t('commerce.receipt.yours')}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="h-16 w-16 object-contain"
        />
      </a>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">
          {refused ? t('commerce.receipt.refusedTitle') : t('commerce.receipt.checkingTitle')}
        </p>
        {refused ? (
          <>
            {receipt.reason && (
              <p data-testid="transfer-receipt-reason">
                <TheirWords k="commerce.receipt.refusedReason" values={{ reason: receipt.reason }} />
              </p>
            )}
            <p>
              {t('commerce.receipt.refusedBody')}{' '}
              <a href="#conversation" className="font-semibold underline">
                {t('commerce.receipt.sendMessage')}
              </a>
            </p>
          </>
        ) : (
          <p>{t('commerce.receipt.checkingBody')}</p>
        )}
      </div>
    </section>
  );
}
