import { Form, Link } from 'react-router';
import type { Batch } from '@fardin/core/contract-batches';
import type { AdminParcel } from '@fardin/core/contract-parcels';
import { BATCH_NEXT, PARCEL_MODES } from '@fardin/core/parcel-journey';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { AdminPage, Card, Empty, inputClass, Notice, secondaryButtonClass, Submit, usd } from './ui';
import { ScanField, ScanOutcome, type ScanResult } from './scan-field';

export type BatchResult = ScanResult & { done?: string | null };

const STATE_TONE: Record<Batch['state'], string> = {
  open: 'bg-green-100 text-green-900',
  closed: 'bg-amber-100 text-amber-900',
  departed: 'bg-blue-100 text-blue-900',
  arrived: 'bg-gray-200 text-gray-900',
};

function BatchState({ state }: { state: Batch['state'] }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`} data-testid="batch-state">
      {t(`admin.batches.state.${state}`)}
    </span>
  );
}

/** A batch in one glance: code, state, mode, vehicle, departure -> ETA, parcel count. */
export function BatchSummary({ batch }: { batch: Batch }) {
  const t = useT();
  return (
    <div className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold" data-testid="batch-code">
          {batch.code}
        </span>
        <BatchState state={batch.state} />
        <span className="text-gray-700">{t(`commerce.checkout.${batch.mode}`)}</span>
      </div>
      <p className="text-gray-700">
        {batch.vehicle_no} · {t('admin.batches.departsOn')} {batch.departs_on} · {t('admin.batches.eta')} {batch.eta}
      </p>
      <p className="text-gray-700" data-testid="batch-parcels">
        {t('admin.batches.parcels', { count: batch.parcels })}
      </p>
    </div>
  );
}

/** A refused create: the message, the field it is about (placed under that field) and what was typed. */
export type CreateBatchResult = {
  ok: boolean;
  message: string;
  field?: string | null;
  values?: Record<string, string>;
};

const CREATE_FIELDS = ['mode', 'vehicle_no', 'departs_on', 'eta'] as const;

/** A refusal about one of the form's fields, under that field (read with it by a screen reader). */
function FieldRefusal({ id, message }: { id: string; message: string }) {
  return (
    <span id={id} role="alert" className="mt-1 block text-xs text-red-700" data-testid="batch-field-error">
      {message}
    </span>
  );
}

function CreateBatch({ today, result }: { today: string; result?: CreateBatchResult | undefined }) {
  const t = useT();
  const refused = result && !result.ok ? result : undefined;
  const typed = refused?.values ?? {};
  const errorOf = (name: (typeof CREATE_FIELDS)[number]) => (refused?.field === name ? refused.message : null);
  const invalid = (name: (typeof CREATE_FIELDS)[number]) =>
    errorOf(name) ? { 'aria-invalid': true, 'aria-describedby': `batch-${name}-error` } : {};
  const departsError = errorOf('departs_on');
  const etaError = errorOf('eta');
  return (
    <Card>
      <Form method="post" className="grid gap-2 sm:grid-cols-5 sm:items-end" data-testid="batch-create">
        <input type="hidden" name="intent" value="create" />
        <Field look="compact" label={t('admin.batches.mode')}>
          <select
            name="mode"
            className={inputClass}
            defaultValue={typed.mode ?? 'land'}
            data-testid="batch-mode"
            {...invalid('mode')}
          >
            {PARCEL_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`commerce.checkout.${m}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field look="compact" label={t('admin.batches.vehicleNo')}>
          <input
            name="vehicle_no"
            required
            maxLength={60}
            defaultValue={typed.vehicle_no}
            className={inputClass}
            data-testid="batch-vehicle"
            {...invalid('vehicle_no')}
          />
        </Field>
        <Field look="compact" label={t('admin.batches.departsOn')}>
          <input
            name="departs_on"
            type="date"
            required
            defaultValue={typed.departs_on ?? today}
            className={inputClass}
            data-testid="batch-departs"
            {...invalid('departs_on')}
          />
          {departsError && <FieldRefusal id="batch-departs_on-error" message={departsError} />}
        </Field>
        <Field look="compact" label={t('admin.batches.eta')}>
          <input
            name="eta"
            type="date"
            required
            defaultValue={typed.eta}
            className={inputClass}
            data-testid="batch-eta"
            {...invalid('eta')}
          />
          {etaError && <FieldRefusal id="batch-eta-error" message={etaError} />}
        </Field>
        <Submit label={t('admin.batches.create')} />
      </Form>
    </Card>
  );
}

/** /admin/batches: every batch with its state and parcels; open a new one. */
export function BatchesView({
  batches,
  today,
  result,
}: {
  batches: Batch[];
  today: string;
  result?: CreateBatchResult | undefined;
}) {
  const t = useT();
  // A refusal about a field of the form is said under that field; any other one above the form.
  const placed = result && !result.ok && CREATE_FIELDS.some((f) => f === result.field);
  return (
    <AdminPage title={t('admin.batches.title')}>
      {result && !result.ok && !placed && <Notice result={result} />}
      <CreateBatch today={today} result={result} />
      {batches.length === 0 ? (
        <Empty />
      ) : (
        <ul className="space-y-2">
          {batches.map((b) => (
            <li key={b.id}>
              <Link
                to={`/admin/batches/${b.id}`}
                className="block rounded-lg border border-gray-200 bg-white p-3 hover:border-primary"
                data-testid="batch-row"
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

/** One parcel of a batch (or of the Phnom Penh receiving list). */
export function ParcelRow({ parcel, children }: { parcel: AdminParcel; children?: React.ReactNode }) {
  const t = useT();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
      data-testid="batch-parcel"
      data-code={parcel.code}
    >
      <div className="min-w-0">
        <p className="font-mono font-semibold">{parcel.code}</p>
        <p className="text-gray-700">
          {parcel.customer_name} · {parcel.customer_phone}
        </p>
        <p className="text-xs text-gray-600">
          {t(`commerce.checkout.${parcel.destination}`)}
          {parcel.freight !== null ? ` · ${usd(parcel.freight)}` : ''}
        </p>
      </div>
      <span
        className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary"
        data-testid="batch-parcel-state"
      >
        {t(`commerce.parcel.state.${parcel.state}`)}
      </span>
      {children}
    </li>
  );
}

/** The next move of a batch, asked first then confirmed (two taps, no script needed). */
function MoveBatch({ batch, confirming }: { batch: Batch; confirming: boolean }) {
  const t = useT();
  const next = BATCH_NEXT[batch.state];
  if (!next || next === 'open') return null;
  if (!confirming)
    return (
      <Link
        to="?confirm=1"
        className="inline-block rounded bg-primary px-3 py-1.5 text-sm font-semibold text-white"
        data-testid="batch-move"
      >
        {t(`admin.batches.move.${next}`)}
      </Link>
    );
  return (
    <div className="space-y-2 rounded-lg border border-amber-500 bg-amber-50 p-3">
      <p className="text-sm" data-testid="batch-confirm-text">
        {t('admin.batches.confirm', {
          code: batch.code,
          from: t(`admin.batches.state.${batch.state}`),
          to: t(`admin.batches.state.${next}`),
          count: batch.parcels,
        })}
      </p>
      <Form
        method="post"
        action={`/admin/batches/${batch.id}`}
        className="flex flex-wrap gap-2"
        data-testid="batch-confirm"
      >
        <input type="hidden" name="to" value={next} />
        <Submit label={t('admin.batches.confirmYes')} intent="move" />
        <Link to={`/admin/batches/${batch.id}`} className={secondaryButtonClass}>
          {t('admin.batches.confirmNo')}
        </Link>
      </Form>
    </div>
  );
}

/** /admin/batches/:id: the batch, parcels added by scan while open, and its next move. */
export function BatchView({
  batch,
  parcels,
  confirming,
  result,
}: {
  batch: Batch;
  parcels: AdminParcel[];
  confirming: boolean;
  result?: BatchResult | undefined;
}) {
  const t = useT();
  return (
    <AdminPage title={t('admin.batches.one', { code: batch.code })}>
      <Link to="/admin/batches" className="text-sm text-primary underline">
        {t('admin.batches.back')}
      </Link>
      <Card className="space-y-3">
        <BatchSummary batch={batch} />
        <MoveBatch batch={batch} confirming={confirming} />
      </Card>
      {result?.intent === 'move' &&
        (result.ok ? (
          <p
            role="status"
            className="rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900"
            data-testid="batch-moved"
          >
            {t('admin.batches.moved', { state: t(`admin.batches.state.${batch.state}`) })}
          </p>
        ) : (
          <Notice result={result} />
        ))}
      {batch.state === 'open' ? (
        <section className="space-y-2">
          <h2 className="font-semibold">{t('admin.batches.scanTitle')}</h2>
          <p className="text-xs text-gray-600">{t('admin.batches.scanIntro')}</p>
          <ScanField intent="add" result={result?.intent === 'add' ? result : undefined}>
            <ScanOutcome result={result?.intent === 'add' ? result : undefined} done={result?.done ?? null} />
          </ScanField>
        </section>
      ) : (
        <p className="text-sm text-gray-700">{t('admin.batches.notOpen')}</p>
      )}
      <section className="space-y-2">
        <h2 className="font-semibold">{t('admin.batches.inBatch')}</h2>
        {parcels.length === 0 ? (
          <Empty />
        ) : (
          <Card>
            <ul className="divide-y divide-gray-200">
              {parcels.map((p) => (
                <ParcelRow key={p.id} parcel={p} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </AdminPage>
  );
}
