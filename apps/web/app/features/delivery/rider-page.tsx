import { Form, useNavigation } from 'react-router';
import type { Drop } from '@fardin/core/contract-riders';
import { formatUsd } from '@fardin/core/money';
import { useT } from '../../i18n/i18n-context';

export interface RiderResult {
  ok: boolean;
  message: string;
  dropId?: number;
  khqr?: { reference: string; amount: number } | null;
}

const usd = formatUsd;
const primary = 'w-full rounded-lg bg-primary px-4 py-3 text-base font-semibold text-white disabled:opacity-60';
const secondary = 'w-full rounded-lg border border-gray-400 px-4 py-3 text-base font-semibold disabled:opacity-60';
const input = 'w-full rounded border border-gray-300 px-3 py-2 text-base';

function Hidden({ drop, intent }: { drop: Drop; intent: string }) {
  return (
    <>
      <input type="hidden" name="drop_id" value={drop.id} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** The proof photo: the phone's camera opens on the file field. */
function ProofField() {
  const t = useT();
  return (
    <label className="block text-sm font-medium">
      {t('rider.proof')}
      <input
        type="file"
        name="photo"
        accept="image/*"
        capture="environment"
        required
        className="mt-1 block w-full text-sm"
        data-testid="rider-photo"
      />
    </label>
  );
}

function OpenDrop({ drop, result }: { drop: Drop; result?: RiderResult | undefined }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const khqr = result?.ok && result.dropId === drop.id ? result.khqr : null;
  const collect = drop.amount_to_collect > 0;
  return (
    <div className="space-y-3">
      <p className="rounded bg-amber-50 p-2 text-lg font-bold" data-testid="rider-amount">
        {collect ? `${t('rider.toCollect')}: ${usd(drop.amount_to_collect)}` : t('rider.nothingToCollect')}
      </p>
      <Form method="post" encType="multipart/form-data" className="space-y-2" data-testid="rider-deliver-form">
        <Hidden drop={drop} intent="deliver" />
        {khqr ? (
          <div className="flex flex-col items-center gap-2" data-testid="rider-khqr">
            <img
              src={`/api/payment/khqr/${khqr.reference}.svg`}
              alt="KHQR"
              width={224}
              height={224}
              className="h-56 w-56 rounded-lg border bg-white"
            />
            <p className="font-semibold">{t('rider.khqrAmount', { amount: usd(khqr.amount) })}</p>
            <p className="font-mono text-xs">{khqr.reference}</p>
            <input type="hidden" name="cash_collected" value="0" />
          </div>
        ) : (
          <label className="block text-sm font-medium">
            {t('rider.cash')}
            <input
              name="cash_collected"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              defaultValue={drop.amount_to_collect.toFixed(2)}
              className={input}
              data-testid="rider-cash"
            />
          </label>
        )}
        <ProofField />
        <button type="submit" className={primary} disabled={busy} data-testid="rider-deliver">
          {khqr ? t('rider.deliverKhqr') : collect ? t('rider.deliverCash') : t('rider.deliver')}
        </button>
      </Form>
      {collect && !khqr && (
        <Form method="post">
          <Hidden drop={drop} intent="khqr" />
          <button type="submit" className={secondary} disabled={busy} data-testid="rider-show-khqr">
            {t('rider.showKhqr')}
          </button>
        </Form>
      )}
      <Form method="post" className="flex items-end gap-2">
        <Hidden drop={drop} intent="fail" />
        <label className="block flex-1 text-sm font-medium">
          {t('rider.failReason')}
          <input name="reason" required minLength={2} maxLength={500} className={input} data-testid="rider-reason" />
        </label>
        <button
          type="submit"
          className="rounded-lg border border-red-700 px-3 py-2 font-semibold text-red-800"
          disabled={busy}
          data-testid="rider-fail"
        >
          {t('rider.fail')}
        </button>
      </Form>
    </div>
  );
}

function DropCard({ drop, result, today }: { drop: Drop; result?: RiderResult | undefined; today: string }) {
  const t = useT();
  const error = result && !result.ok && result.dropId === drop.id ? result.message : '';
  return (
    <li
      className="space-y-2 rounded-lg border border-gray-200 bg-white p-3"
      data-testid="rider-drop"
      data-drop-id={drop.id}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-lg font-semibold">{drop.name}</p>
          <p className="font-mono text-xs text-gray-700">{drop.parcel_code}</p>
          {drop.assigned_on !== today && (
            <p
              className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
              data-testid="rider-drop-date"
            >
              {t('rider.assignedOn', { date: drop.assigned_on })}
            </p>
          )}
        </div>
        <span className="rounded bg-gray-100 px-2 py-0.5 text-sm" data-testid="rider-status">
          {t(`rider.status.${drop.status}`)}
        </span>
      </div>
      {drop.phone && (
        <a href={`tel:${drop.phone}`} className={`${secondary} block text-center`} data-testid="rider-call">
          {t('rider.call')} {drop.phone}
        </a>
      )}
      <p className="text-sm">{drop.address}</p>
      {drop.map_url && (
        <a href={drop.map_url} target="_blank" rel="noreferrer" className="text-sm underline">
          {t('rider.map')}
        </a>
      )}
      {drop.note && (
        <p className="text-sm text-gray-700">
          {t('rider.note')}: {drop.note}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded border border-red-600 bg-red-50 p-2 text-sm text-red-900">
          {error}
        </p>
      )}
      {drop.status === 'assigned' ? (
        <OpenDrop drop={drop} result={result} />
      ) : (
        <p className="text-sm" data-testid="rider-closed">
          {drop.status === 'delivered'
            ? `${t('rider.collected', { amount: usd(drop.collected) })} · ${t(`rider.method.${drop.method ?? 'none'}`)}`
            : `${t('rider.failReason')}: ${drop.fail_reason ?? ''}`}
        </p>
      )}
    </li>
  );
}

/**
 * /rider: the rider's drops of the day, one card each, with what to do at the door (decision 0043),
 * then the ones still open from earlier days, each marked with the day it was assigned.
 */
export function RiderPage({
  drops,
  result,
  today,
}: {
  drops: Drop[];
  result?: RiderResult | undefined;
  today: string;
}) {
  const t = useT();
  return (
    <section className="mx-auto max-w-md space-y-3 p-3">
      <h1 className="text-xl font-bold">{t('rider.title')}</h1>
      {drops.length === 0 ? (
        <p className="rounded border border-dashed p-6 text-center text-gray-600">{t('rider.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {drops.map((d) => (
            <DropCard key={d.id} drop={d} result={result} today={today} />
          ))}
        </ul>
      )}
    </section>
  );
}
