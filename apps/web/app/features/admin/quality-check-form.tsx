import { useRef } from 'react';
import { Form } from 'react-router';
import type { QualityCheck } from '@fardin/core/contract-commerce';
import { useT } from '../../i18n/i18n-context';
import { inputClass, Submit } from './ui';
import { Field } from '../../components/ui/form-field';
import { UPLOAD_IMAGE_TYPES, useImageUpload } from './upload-images';

/**
 * Quality check of one order line (overseas warehouse): photo URLs one per line (an upload input
 * adds the URLs of /api/upload once JavaScript runs), weight, dimensions and a note.
 */
export function QualityCheckForm({ lineId, check }: { lineId: number; check: QualityCheck | null }) {
  const t = useT();
  const photos = useRef<HTMLTextAreaElement>(null);
  const { uploading, error: uploadError, upload } = useImageUpload(photos);

  const measure = (name: string, label: string, value: number | null | undefined) => (
    <Field look="compact" label={label}>
      <input
        name={name}
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        defaultValue={value ?? ''}
        className={inputClass}
      />
    </Field>
  );
  return (
    <Form method="post" className="mt-2 space-y-2 rounded border border-gray-200 p-2" data-testid={`qc-form-${lineId}`}>
      <input type="hidden" name="line_id" value={lineId} />
      <p className="text-xs font-semibold">{t('admin.qc.title')}</p>
      <Field look="compact" label={t('admin.qc.photos')}>
        <textarea
          ref={photos}
          name="photos"
          rows={2}
          defaultValue={check?.photos.join('\n') ?? ''}
          className={inputClass}
        />
      </Field>
      <Field look="compact" label={t('admin.qc.upload')}>
        <input
          type="file"
          accept={UPLOAD_IMAGE_TYPES}
          multiple
          disabled={uploading}
          onChange={(e) => void upload(e.currentTarget.files)}
          className="text-xs"
        />
      </Field>
      {uploadError && (
        <p role="alert" className="text-xs text-error">
          {uploadError}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {measure('weight_kg', t('admin.qc.weight'), check?.weight_kg)}
        {measure('length_cm', t('admin.qc.length'), check?.length_cm)}
        {measure('width_cm', t('admin.qc.width'), check?.width_cm)}
        {measure('height_cm', t('admin.qc.height'), check?.height_cm)}
      </div>
      <Field look="compact" label={t('admin.qc.note')}>
        <textarea name="note" rows={2} defaultValue={check?.note ?? ''} className={inputClass} />
      </Field>
      <Submit label={t('admin.qc.save')} intent="check" />
    </Form>
  );
}

/** The shopper's answer as staff see it. */
export function QualityCheckDecision({ check }: { check: QualityCheck }) {
  const t = useT();
  return (
    <p className="text-xs" data-testid="qc-decision">
      {t('admin.qc.decision')}: <span className="font-semibold">{check.decision}</span>
      {check.reason ? ` — ${check.reason}` : ''}
    </p>
  );
}
