import { Form, Link } from 'react-router';
import type { ReceiveAnswer, UnclaimedParcel } from '@fardin/core/contract-warehouse';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { ScanField, ScanOutcome, type ScanResult } from './scan-field';
import { AdminPage, Card, Empty, inputClass, Submit, when } from './ui';

interface WarehouseResult extends ScanResult {
  shelf?: string;
  scan?: ReceiveAnswer | null;
}

/** A refusal (the shared outcome), a match done, an unclaimed parcel made, or the lines received. */
function WarehouseOutcome({ result }: { result: WarehouseResult }) {
  const t = useT();
  if (!result.ok) return <ScanOutcome result={result} done={null} />;
  if (result.intent === 'match')
    return (
      <p role="status" className="rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900">
        {t('admin.wh.matchedDone')}
      </p>
    );
  const scan = result.scan;
  if (!scan) return null;
  if (scan.outcome === 'unclaimed')
    return (
      <p
        role="status"
        className="rounded border border-amber-600 bg-amber-50 p-2 text-sm text-amber-900"
        data-testid="scan-unclaimed"
      >
        {t('admin.wh.unclaimedMade', { no: scan.tracking_no })}
      </p>
    );
  const shelf = scan.lines[0]?.shelf;
  return (
    <div
      role="status"
      className="space-y-1 rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900"
      data-testid="scan-matched"
    >
      <p className="font-semibold">
        {shelf
          ? t('admin.wh.matched', { count: scan.lines.length, shelf })
          : t('admin.wh.matchedNoShelf', { count: scan.lines.length })}
      </p>
      <ul>
        {scan.lines.map((l) => (
          <li key={l.line_id} data-testid="scan-line">
            #{l.line_id} {l.title} ·{' '}
            <Link to={`/admin/orders/${l.order_id}`} className="underline">
              {t('admin.wh.order', { id: l.order_id })}
            </Link>{' '}
            · {t(`commerce.line.state.${l.state}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The shared scan field (camera + USB scanner, decision 0047) with the shelf beside it: the shelf
 * stays filled between scans, the tracking field is focused and empty after each answer.
 */
function ScanForm({ result }: { result?: WarehouseResult | undefined }) {
  const t = useT();
  return (
    <ScanField
      intent="receive"
      result={result}
      label={t('admin.wh.trackingNo')}
      submitLabel={t('admin.wh.receive')}
      fields={
        <Field look="compact" label={t('admin.wh.shelf')}>
          <input name="shelf" defaultValue={result?.shelf ?? ''} className={inputClass} data-testid="scan-shelf" />
        </Field>
      }
    >
      {result && <WarehouseOutcome result={result} />}
    </ScanField>
  );
}

function UnclaimedRow({ parcel }: { parcel: UnclaimedParcel }) {
  const t = useT();
  return (
    <li className="space-y-2 py-2 text-sm" data-testid="unclaimed-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold">{parcel.tracking_no}</span>
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs">{t(`admin.wh.status.${parcel.status}`)}</span>
        <span className="text-gray-700">{t('admin.wh.unclaimedAt', { when: when(parcel.created_at) })}</span>
        {parcel.shelf && (
          <span className="text-gray-700">
            {t('admin.wh.shelf')}: {parcel.shelf}
          </span>
        )}
      </div>
      {parcel.photos.length > 0 && (
        <div className="flex gap-2">
          {parcel.photos.map((p) => (
            <img key={p} src={p} alt="" className="h-14 w-14 rounded object-cover" />
          ))}
        </div>
      )}
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="id" value={parcel.id} />
        <Field look="compact" label={t('admin.wh.lineIds')}>
          <input name="line_ids" required inputMode="numeric" className={inputClass} data-testid="unclaimed-lines" />
        </Field>
        <Submit label={t('admin.wh.match')} intent="match" tone="secondary" />
      </Form>
    </li>
  );
}

/** /admin/warehouse: scan sellers' parcels in, and match the unclaimed ones (OPERATIONS.md 2, 4). */
export function WarehouseView({
  unclaimed,
  result,
}: {
  unclaimed: UnclaimedParcel[];
  result?: WarehouseResult | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.wh.title')}>
      <p className="text-sm text-gray-700">{t('admin.wh.intro')}</p>
      <ScanForm result={result} />
      <h2 className="text-lg font-semibold">{t('admin.wh.unclaimedTitle')}</h2>
      {unclaimed.length === 0 ? (
        <Empty />
      ) : (
        <Card>
          <ul className="divide-y divide-gray-200">
            {unclaimed.map((p) => (
              <UnclaimedRow key={p.id} parcel={p} />
            ))}
          </ul>
        </Card>
      )}
    </AdminPage>
  );
}
