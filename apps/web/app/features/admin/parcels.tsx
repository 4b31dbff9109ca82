import { useRef } from 'react';
import { Form, Link } from 'react-router';
import type { z } from 'zod';
import type { adminParcelSchema, packableGroupSchema, StorageTransfer } from '@fardin/core/contract-parcels';
import { MAX_PARCEL_SIDE_CM, MAX_PARCEL_WEIGHT_KG } from '@fardin/core/parcel-journey';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { ActionButton, AdminPage, Card, Empty, inputClass, Notice, RefuseReceipt, Submit, usd } from './ui';
import { UPLOAD_IMAGE_TYPES, useImageUpload } from './upload-images';
import { Theirs } from '../../components/ui/their-words';
import { StorageTransfers } from './storage-transfers';

type AdminParcel = z.infer<typeof adminParcelSchema>;
type PackableGroup = z.infer<typeof packableGroupSchema>;

/** One group of ready lines that may share a parcel: tick them, pack them (one action). */
function PackGroup({ group }: { group: PackableGroup }) {
  const t = useT();
  return (
    <Card className="space-y-2">
      <p className="text-sm font-semibold">
        <Theirs>{group.customer_name}</Theirs> · {group.customer_phone}
      </p>
      <p className="text-xs text-gray-700">
        {t(`commerce.checkout.${group.destination}`)} · {t(`commerce.checkout.${group.mode}`)} · {group.source_country}{' '}
        · {group.preference === 'combine' ? t('admin.parcels.combine') : t('admin.parcels.asap')}
      </p>
      <Form method="post" className="space-y-2" data-testid="pack-group" data-user-id={group.user_id}>
        <input type="hidden" name="intent" value="pack" />
        <ul className="divide-y divide-gray-200">
          {group.lines.map((line) => (
            <li key={line.line_id} className="py-2 text-sm">
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="line_id"
                  value={line.line_id}
                  defaultChecked
                  className="mt-1 h-5 w-5 shrink-0"
                  data-testid="pack-line"
                />
                {line.image && <img src={line.image} alt="" className="h-12 w-12 shrink-0 rounded object-cover" />}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">
                    {line.title}
                    {line.variant ? ` (${line.variant})` : ''} × {line.quantity}
                  </span>
                  <span className="block text-xs text-gray-600">#{line.order_id}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <Submit label={t('admin.parcels.pack')} />
      </Form>
    </Card>
  );
}

/** Weigh one packed parcel: kg, L x W x H, photos (uploaded from the phone's camera). One action. */
function WeighForm({ parcel, again = false }: { parcel: AdminParcel; again?: boolean }) {
  const t = useT();
  const photos = useRef<HTMLTextAreaElement>(null);
  const { uploading, error, upload } = useImageUpload(photos);
  const measure = (name: string, label: string) => (
    <Field look="compact" label={label}>
      <input
        name={name}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={name === 'weight_kg' ? MAX_PARCEL_WEIGHT_KG : MAX_PARCEL_SIDE_CM}
        required
        className={inputClass}
        data-testid={`weigh-${name}`}
      />
    </Field>
  );
  return (
    <Form method="post" className="space-y-2" data-testid={`weigh-form-${parcel.id}`}>
      <input type="hidden" name="intent" value={again ? 'reweigh' : 'weigh'} />
      <input type="hidden" name="parcel_id" value={parcel.id} />
      <div className="grid grid-cols-2 gap-2">
        {measure('weight_kg', t('admin.parcels.weightKg'))}
        {measure('length_cm', t('admin.parcels.lengthCm'))}
        {measure('width_cm', t('admin.parcels.widthCm'))}
        {measure('height_cm', t('admin.parcels.heightCm'))}
      </div>
      <Field look="compact" label={t('admin.parcels.photos')}>
        <textarea ref={photos} name="photos" rows={2} className={inputClass} />
      </Field>
      <input
        type="file"
        accept={UPLOAD_IMAGE_TYPES}
        capture="environment"
        multiple
        disabled={uploading}
        onChange={(e) => void upload(e.currentTarget.files)}
        className="text-xs"
      />
      {error && (
        <p role="alert" className="text-xs text-error">
          {error}
        </p>
      )}
      <Submit label={t(again ? 'admin.parcels.reweighSubmit' : 'admin.parcels.weigh')} />
    </Form>
  );
}

function ParcelHead({ parcel }: { parcel: AdminParcel }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="text-sm">
        <p className="font-mono font-semibold" data-testid="parcel-code">
          {parcel.code}
        </p>
        <p className="text-gray-700">
          <Theirs>{parcel.customer_name}</Theirs> · {parcel.customer_phone}
        </p>
        <p className="text-xs text-gray-600">
          {t('admin.parcels.lines', { count: parcel.line_ids.length })} ·{' '}
          {t('admin.parcels.orders', { ids: parcel.order_ids.map((id) => `#${id}`).join(', ') })}
        </p>
      </div>
      <span
        className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary"
        data-testid="admin-parcel-state"
      >
        {t(`commerce.parcel.state.${parcel.state}`)}
      </span>
      <Link
        to={`/admin/parcels/${parcel.id}/label`}
        className="text-sm text-primary underline"
        data-testid="parcel-label"
      >
        {t('admin.parcels.label')}
      </Link>
    </div>
  );
}

/** /admin/parcels: pack ready lines, weigh packed parcels, verify freight and storage transfers (phone-first). */
export function ParcelsView({
  packable,
  parcels,
  storageTransfers,
  result,
}: {
  packable: PackableGroup[];
  parcels: AdminParcel[];
  storageTransfers: StorageTransfer[];
  result?: { ok: boolean; message: string } | undefined;
}) {
  const t = useT();
  const toWeigh = parcels.filter((p) => p.state === 'packing');
  const due = parcels.filter((p) => p.state === 'freight_due');
  const others = parcels.filter((p) => p.state !== 'packing' && p.state !== 'freight_due');
  return (
    <AdminPage title={t('admin.parcels.title')}>
      <Notice result={result} />
      <section className="space-y-2">
        <h2 className="font-semibold">{t('admin.parcels.weighTitle')}</h2>
        {toWeigh.length === 0 ? (
          <Empty />
        ) : (
          toWeigh.map((p) => (
            <Card key={p.id} className="space-y-2">
              <ParcelHead parcel={p} />
              <WeighForm parcel={p} />
            </Card>
          ))
        )}
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold">{t('admin.parcels.packTitle')}</h2>
        <p className="text-xs text-gray-600">{t('admin.parcels.packIntro')}</p>
        {packable.length === 0 ? (
          <Empty />
        ) : (
          packable.map((g) => (
            <PackGroup key={`${g.user_id}-${g.destination}-${g.mode}-${g.source_country}`} group={g} />
          ))
        )}
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold">{t('admin.parcels.dueTitle')}</h2>
        {due.length === 0 ? (
          <Empty />
        ) : (
          due.map((p) => (
            <article key={p.id} data-testid="freight-due" data-parcel-id={p.id}>
              <Card className="space-y-2">
                <ParcelHead parcel={p} />
                <p className="text-sm">
                  {t('admin.parcels.freight', { amount: usd(p.freight ?? 0), kg: p.billable_kg ?? 0 })}
                </p>
                {/* A typing error at the scale: weighed again while no payment of the freight has started. */}
                {!p.payment && (
                  <details data-testid="reweigh">
                    <summary className="cursor-pointer text-sm text-primary underline">
                      {t('admin.parcels.reweigh')}
                    </summary>
                    <WeighForm parcel={p} again />
                  </details>
                )}
                {p.payment?.type === 'bankTransfer' && (
                  <>
                    <ActionButton intent="verify" label={t('admin.parcels.verify')} values={{ parcel_id: p.id }} />
                    <RefuseReceipt intent="refuse" values={{ parcel_id: p.id }} />
                  </>
                )}
              </Card>
            </article>
          ))
        )}
      </section>
      <StorageTransfers transfers={storageTransfers} />
      <section className="space-y-2">
        <h2 className="font-semibold">{t('admin.parcels.recentTitle')}</h2>
        {others.slice(0, 30).map((p) => (
          <Card key={p.id}>
            <ParcelHead parcel={p} />
            {p.freight !== null && (
              <p className="text-xs text-gray-700">
                {t('admin.parcels.freight', { amount: usd(p.freight), kg: p.billable_kg ?? 0 })}
              </p>
            )}
          </Card>
        ))}
      </section>
    </AdminPage>
  );
}

/** The printable label: code as a barcode and a QR, name, phone, destination in Khmer. */
export function ParcelLabelView({
  label,
}: {
  label: {
    code: string;
    qr_svg: string;
    barcode_svg: string;
    name: string;
    phone: string;
    destination_kh: string;
    address: string | null;
    mode_kh: string;
    source_country: string;
    weight_kg: number | null;
    order_ids: number[];
  };
}) {
  const t = useT();
  return (
    <section className="mx-auto max-w-sm space-y-3 bg-white p-4 text-black print:p-0" data-testid="parcel-label-page">
      <div className="flex items-start gap-3 border-2 border-black p-3" lang="km">
        <div className="h-28 w-28 shrink-0" dangerouslySetInnerHTML={{ __html: label.qr_svg }} />
        <div className="min-w-0 space-y-1">
          <p className="text-xs">{t('admin.parcels.labelTo')}</p>
          <p className="text-lg font-bold leading-tight">{label.name}</p>
          <p className="font-mono text-base">{label.phone}</p>
          <p className="text-base font-bold">{label.destination_kh}</p>
          {label.address && (
            <p className="text-sm">
              <Theirs>{label.address}</Theirs>
            </p>
          )}
          <p className="text-sm">
            {label.mode_kh} · {label.source_country}
            {label.weight_kg !== null ? ` · ${label.weight_kg} kg` : ''}
          </p>
        </div>
      </div>
      <div className="w-full [&>svg]:h-auto [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: label.barcode_svg }} />
      <p className="text-center font-mono text-xl font-bold tracking-widest">{label.code}</p>
      <p className="text-center text-xs">{label.order_ids.map((id) => `#${id}`).join(' ')}</p>
      <button
        type="button"
        onClick={() => window.print()}
        className="w-full rounded bg-primary py-2 font-semibold text-white print:hidden"
      >
        {t('admin.parcels.labelPrint')}
      </button>
    </section>
  );
}
