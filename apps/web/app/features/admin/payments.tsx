import { Link } from 'react-router';
import type { z } from 'zod';
import type {
  adminKhqrPageSchema,
  AdminTransferRow,
  adminTopupPageSchema,
  StoredReceipt,
} from '@fardin/core/contract-admin';
import { useT } from '../../i18n/i18n-context';
import { codeText } from './code-text';
import { ActionButton, AdminPage, Card, Empty, Notice, RefuseReceipt, usd, when } from './ui';
import { Theirs } from '../../components/ui/their-words';

type Topup = z.infer<typeof adminTopupPageSchema>['data'][number];
type Khqr = z.infer<typeof adminKhqrPageSchema>['data'][number];

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The shop's stored copy of a receipt, opening the full image (works without JavaScript), with its
 * size and upload time. Never a remote image: without a stored copy staff see why and reject.
 */
function Receipt({ receipt }: { receipt: StoredReceipt | null }) {
  const t = useT();
  if (!receipt) {
    return (
      <p
        className="w-32 shrink-0 rounded border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900"
        data-testid="receipt-missing"
      >
        {t('admin.receiptMissing')}
      </p>
    );
  }
  return (
    <figure className="w-32 shrink-0">
      <a href={receipt.url} target="_blank" rel="noreferrer" className="block" title={t('admin.receipt')}>
        <img
          src={receipt.url}
          alt={t('admin.receipt')}
          className="h-40 w-32 rounded border bg-gray-50 object-contain"
          loading="lazy"
        />
      </a>
      <figcaption className="mt-1 text-xs text-gray-600" data-testid="receipt-stored">
        {t('admin.receiptStored', { size: size(receipt.bytes), when: when(receipt.uploaded_at) })}
      </figcaption>
      {receipt.same_image_as.length > 0 && (
        <p
          className="mt-1 rounded border border-amber-300 bg-amber-50 p-1 text-xs text-amber-900"
          data-testid="receipt-same-image"
        >
          {t('admin.receiptSameImage', {
            refs: receipt.same_image_as
              .map((use) => t(use.kind === 'topup' ? 'admin.receiptRefTopup' : 'admin.receiptRefOrder', { id: use.id }))
              .join(', '),
          })}
        </p>
      )}
    </figure>
  );
}

function Transfer({ order }: { order: AdminTransferRow }) {
  const t = useT();
  return (
    <Card className="flex gap-3">
      <Receipt receipt={order.receipt} />
      <div className="flex-1 space-y-2 text-sm" data-testid={`transfer-${order.id}`}>
        <Link to={`/admin/orders/${order.id}`} className="font-semibold text-primary underline">
          {t('admin.order', { id: order.id })}
        </Link>
        <p>
          <Theirs>{order.user_name}</Theirs> · {order.user_phone}
        </p>
        <p className="text-lg font-bold">{usd(order.total)}</p>
        <p className="text-gray-600">{when(order.date)}</p>
        <ActionButton intent="verify" label={t('admin.verify')} values={{ id: order.id }} />
        <RefuseReceipt intent="reject" values={{ id: order.id }} />
      </div>
    </Card>
  );
}

export function PaymentsView({
  transfers,
  topups,
  khqr,
  result,
}: {
  transfers: AdminTransferRow[];
  topups: Topup[];
  khqr: Khqr[];
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.nav.payments')}>
      <Notice result={result} />
      <h2 className="font-semibold">{t('admin.transfers')}</h2>
      {transfers.length === 0 ? (
        <Empty />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {transfers.map((o) => (
            <Transfer key={o.id} order={o} />
          ))}
        </div>
      )}
      <h2 id="topups" className="font-semibold">
        {t('admin.topups')}
      </h2>
      {topups.length === 0 ? (
        <Empty />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {topups.map((row) => (
            <Card key={row.id} className="flex gap-3">
              <Receipt receipt={row.receipt} />
              <div className="space-y-2 text-sm" data-testid="topup-card" data-phone={row.user_phone}>
                <p>
                  <Theirs>{row.user_name}</Theirs> · {row.user_phone}
                </p>
                <p className="text-lg font-bold">{usd(row.amount)}</p>
                {row.payment_method && (
                  // The account the shopper says they paid from: a code the shop configured or, from
                  // the mobile app, their own words; either way not the page's text.
                  <p data-testid="topup-method">
                    <Theirs>{row.payment_method}</Theirs>
                  </p>
                )}
                <p className="text-gray-600">{when(row.created_at)}</p>
                <div className="flex gap-2">
                  <ActionButton intent="topup-approve" label={t('admin.approve')} values={{ id: row.id }} />
                  <ActionButton intent="topup-reject" label={t('admin.reject')} values={{ id: row.id }} tone="danger" />
                </div>
              </div>
            </Card>
          ))}
        </div>
      )}
      <h2 className="font-semibold">{t('admin.khqr')}</h2>
      {khqr.length === 0 ? (
        <Empty />
      ) : (
        <ul className="divide-y rounded-lg border border-gray-200 bg-white text-sm">
          {khqr.map((p) => (
            <li key={p.id} className="p-3">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-mono">{p.reference}</span>
                <span>
                  <Theirs>{p.user_name}</Theirs> · {usd(p.amount)} · <strong>{codeText(t)('khqr', p.status)}</strong> ·{' '}
                  {when(p.created_at)}
                </span>
              </div>
              {p.gateway_data !== null && p.gateway_data !== undefined && (
                <details>
                  <summary className="cursor-pointer text-gray-600">{t('admin.code.gatewayData')}</summary>
                  <pre className="overflow-x-auto text-xs">{JSON.stringify(p.gateway_data, null, 2)}</pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
