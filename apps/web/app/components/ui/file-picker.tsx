import { useEffect, useId, useState } from 'react';
import { Icon } from './icon';

/** The image types /api/upload accepts (it re-encodes them). */
export const PICKER_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface FilePickerTexts {
  /** "Choose an image" */
  choose: string;
  /** "Change" once a file is there */
  change: string;
  /** "No file chosen" */
  none: string;
}

/**
 * The one file field shoppers see (receipts, profile photo): a styled box with the page's own
 * words and a preview of the image, never the browser's "Choose File / No file chosen". The real
 * `<input type="file">` sits inside the label, visually hidden but focusable, so the picker also
 * works before JavaScript loads (a form with `encType="multipart/form-data"` posts it as `name`).
 * With JavaScript, `onFile` receives the chosen file (to upload it; the form then leaves the file
 * out) and the preview shows at once;
 * `previewUrl` is the image already stored (an uploaded receipt).
 */
export function FilePicker(props: {
  label: string;
  texts: FilePickerTexts;
  name?: string;
  accept?: string;
  hint?: string;
  previewUrl?: string | null;
  busy?: boolean;
  busyText?: string;
  error?: string;
  required?: boolean;
  testId?: string;
  onFile?(file: File): void;
}) {
  const id = useId();
  const [local, setLocal] = useState<{ url: string; name: string } | null>(null);
  // Once the script runs, a picker with `onFile` uploads by itself: the form no longer posts the
  // bytes a second time (before that, the plain input posts them under `name`).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // The object URL of a chosen file lives until the next choice or the picker goes away.
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);
  const preview = local?.url ?? props.previewUrl ?? null;
  const fileName = local?.name ?? null;
  return (
    <div className="text-sm" data-testid={props.testId}>
      <span className="mb-1 block font-semibold" id={`${id}-label`}>
        {props.label}
      </span>
      <label
        htmlFor={id}
        className={`flex cursor-pointer flex-wrap items-center gap-3 rounded-xl border-2 border-dashed bg-white p-3 focus-within:ring-2 focus-within:ring-primary ${props.error ? 'border-error' : 'border-gray-300 hover:border-primary'}`}
      >
        <span
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 text-gray-400 ${preview ? 'h-16 w-16' : 'h-10 w-10'}`}
        >
          {preview ? (
            <img src={preview} alt="" className="h-full w-full object-contain" data-testid="file-picker-preview" />
          ) : (
            <Icon name="camera" size={24} />
          )}
        </span>
        {/* Narrow places (beside an avatar) put the button on its own line rather than squeezing the words. */}
        <span className="min-w-24 flex-1">
          <span
            className={`block text-gray-700 ${fileName ? 'truncate' : 'line-clamp-2'}`}
            data-testid="file-picker-name"
          >
            {props.busy ? props.busyText : (fileName ?? (preview ? '' : props.texts.none))}
          </span>
          {props.hint && <span className="block text-xs text-gray-500">{props.hint}</span>}
        </span>
        <span className="shrink-0 rounded-full bg-primary/10 px-3 py-2 font-semibold text-primary">
          {preview ? props.texts.change : props.texts.choose}
        </span>
        <input
          id={id}
          type="file"
          name={live && props.onFile ? undefined : props.name}
          accept={props.accept ?? PICKER_IMAGE_TYPES}
          required={props.required}
          aria-labelledby={`${id}-label`}
          aria-invalid={props.error ? true : undefined}
          className="sr-only"
          data-testid={props.testId ? `${props.testId}-input` : undefined}
          disabled={props.busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setLocal(file.type.startsWith('image/') ? { url: URL.createObjectURL(file), name: file.name } : null);
            props.onFile?.(file);
          }}
        />
      </label>
      {props.error && (
        <p className="mt-1 text-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
