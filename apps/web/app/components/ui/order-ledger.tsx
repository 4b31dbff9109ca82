import { formatDayTime } from '@fardin/core/date-text';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import type { LedgerRow } from '../../lib/operations-types';

/** Where money moved, in the page's words (payment types by their checkout names). */
function methodKey(method: string | null): MessageKey | null {
  switch (method) {
    case 'khqr':
    case 'bankTransfer':
    case 'anakut':
    case 'cod':
      return `commerce.checkout.${method}`;
    case 'wallet':
      return 'commerce.checkout.anakut';
    case 'original':
      return 'commerce.ledger.original';
    default:
      return null;
  }
}

/**
 * The order's ledger (OPERATIONS.md section 3): every money movement as a row, signed (positive:
 * the shopper owes more), and the balance due, their sum as the server gives it.
 */
export function OrderLedger({
  rows,
  balanceDue,
  money,
}: {
  rows: readonly LedgerRow[];
  balanceDue: number;
  money(usd: number): string;
}) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section className="rounded-2xl bg-white p-4 text-sm shadow-sm" data-testid="order-ledger">
      <h2 className="mb-2 font-bold">{t('commerce.ledger.title')}</h2>
      <ul className="divide-y divide-gray-100">
        {rows.map((row) => {
          const method = methodKey(row.method);
          return (
            <li
              key={row.id}
              className="flex justify-between gap-3 py-1.5"
              data-testid="ledger-row"
              data-kind={row.kind}
            >
              <span className="min-w-0">
                <span className="block">
                  {t(`commerce.ledger.kind.${row.kind}`)}
                  {method ? ` · ${t(method)}` : ''}
                </span>
                <span className="block text-xs text-gray-500">{formatDayTime(row.created_at, t.locale)}</span>
              </span>
              <span className={`shrink-0 tabular-nums ${row.amount < 0 ? 'text-green-800' : ''}`}>
                {row.amount < 0 ? `-${money(-row.amount)}` : money(row.amount)}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-base font-bold text-primary">
        <span>{t('commerce.ledger.balanceDue')}</span>
        <span data-testid="balance-due">
          {balanceDue > 0
            ? money(balanceDue)
            : balanceDue < 0
              ? `-${money(-balanceDue)}`
              : t('commerce.ledger.settled')}
        </span>
      </div>
    </section>
  );
}
