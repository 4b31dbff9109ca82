import { Link } from 'react-router';
import type { StorageTransfer } from '@fardin/core/contract-parcels';
import { useT } from '../../i18n/i18n-context';
import { Theirs } from '../../components/ui/their-words';
import { ActionButton, Card, Empty, RefuseReceipt, usd, when } from './ui';

/** A receipt the shopper sent is a link only when it is ours or https (never `javascript:`). */
const linkable = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);

/**
 * /admin/parcels: storage fees the shoppers paid by bank transfer (issue 27, decision 0055),
 * oldest first, each with the shopper's receipt, the button that accepts it (intent `verify-storage`)
 * and the form that refuses it with a reason (intent `refuse-storage`).
 */
export function StorageTransfers({ transfers }: { transfers: StorageTransfer[] }) {
  const t = useT();
  return (
    <section className="space-y-2" data-testid="storage-transfers">
      <h2 className="font-semibold">{t('admin.parcels.storageTitle')}</h2>
      {transfers.length === 0 ? (
        <Empty />
      ) : (
        transfers.map((s) => (
          <article key={s.order_id} data-testid="storage-transfer" data-order-id={s.order_id}>
            <Card className="space-y-2 text-sm">
              <p className="font-semibold">
                <Theirs>{s.customer_name}</Theirs> · {s.customer_phone}
              </p>
              <p>
                {t('admin.parcels.storageAmount', { amount: usd(s.amount) })}
                {s.bank ? (
                  <>
                    {' · '}
                    <Theirs>{s.bank}</Theirs>
                  </>
                ) : null}
              </p>
              <p className="text-xs text-gray-700">
                <Link to={`/admin/orders/${s.order_id}`} className="underline">
                  {t('admin.ops.openOrder', { id: s.order_id })}
                </Link>
                {s.order_code ? ` · ${s.order_code}` : ''} ·{' '}
                <time dateTime={s.sent_at}>{t('admin.parcels.storageSent', { at: when(s.sent_at) })}</time>
              </p>
              {s.receipt_url && linkable(s.receipt_url) && (
                <a href={s.receipt_url} target="_blank" rel="noreferrer" className="block underline">
                  {t('admin.parcels.receipt')}
                </a>
              )}
              <ActionButton
                intent="verify-storage"
                label={t('admin.parcels.storageVerify')}
                values={{ order_id: s.order_id }}
              />
              <RefuseReceipt intent="refuse-storage" values={{ order_id: s.order_id }} />
            </Card>
          </article>
        ))
      )}
    </section>
  );
}
