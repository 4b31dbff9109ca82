import { Link } from 'react-router';
import type { Batch } from '@fardin/core/contract-batches';
import type { AdminParcel } from '@fardin/core/contract-parcels';
import { useT } from '../../i18n/i18n-context';
import { AdminPage, Card, Empty } from './ui';
import { BatchSummary, ParcelRow, type BatchResult } from './batches';
import { ScanField, ScanOutcome } from './scan-field';

/** Still on the way: a parcel of the batch not scanned in Phnom Penh yet. */
const NOT_RECEIVED: readonly AdminParcel['state'][] = ['in_batch', 'departed'];

/** The batch chosen: a scan field (one scan per parcel) and received vs expected, kept up to date. */
function ReceiveBatch({
  batch,
  parcels,
  result,
}: {
  batch: Batch;
  parcels: AdminParcel[];
  result?: BatchResult | undefined;
}) {
  const t = useT();
  const waiting = parcels.filter((p) => NOT_RECEIVED.includes(p.state));
  const received = parcels.length - waiting.length;
  return (
    <section className="space-y-3">
      <Card>
        <BatchSummary batch={batch} />
        <p
          className={`mt-2 text-2xl font-bold ${received === parcels.length ? 'text-green-700' : 'text-gray-900'}`}
          data-testid="ppr-count"
        >
          {t('admin.ppr.count', { received, expected: parcels.length })}
        </p>
      </Card>
      <ScanField intent="arrive" hidden={{ batch: batch.id }} result={result}>
        <ScanOutcome result={result} done={result?.done ?? null} />
      </ScanField>
      <h2 className="font-semibold">{t('admin.ppr.waiting')}</h2>
      {waiting.length === 0 ? (
        <Empty />
      ) : (
        <Card>
          <ul className="divide-y divide-gray-200">
            {waiting.map((p) => (
              <ParcelRow key={p.id} parcel={p} />
            ))}
          </ul>
        </Card>
      )}
      <h2 className="font-semibold">{t('admin.ppr.done')}</h2>
      <Card>
        <ul className="divide-y divide-gray-200">
          {parcels
            .filter((p) => !NOT_RECEIVED.includes(p.state))
            .map((p) => (
              <ParcelRow key={p.id} parcel={p} />
            ))}
        </ul>
      </Card>
    </section>
  );
}

/** /admin/pp-receiving: batches on the way or arrived; the chosen one is received parcel by parcel. */
export function PpReceivingView({
  batches,
  chosen,
  result,
}: {
  batches: Batch[];
  chosen: { batch: Batch; parcels: AdminParcel[] } | null;
  result?: BatchResult | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.ppr.title')}>
      <p className="text-sm text-gray-700">{t('admin.ppr.intro')}</p>
      {chosen && <ReceiveBatch batch={chosen.batch} parcels={chosen.parcels} result={result} />}
      <h2 className="font-semibold">{t('admin.ppr.choose')}</h2>
      {batches.length === 0 ? (
        <Empty />
      ) : (
        <ul className="space-y-2">
          {batches.map((b) => (
            <li key={b.id}>
              <Link
                to={`/admin/pp-receiving?batch=${b.id}`}
                className={`block rounded-lg border bg-white p-3 ${chosen?.batch.id === b.id ? 'border-primary' : 'border-gray-200'}`}
                data-testid="ppr-batch"
              >
                <BatchSummary batch={b} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
