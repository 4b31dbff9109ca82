import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Field } from '../../components/ui/form-field';
import { Card, inputClass, secondaryButtonClass, Submit } from './ui';

/** The camera scanner is its own chunk, loaded only when staff open it (decision 0043). */
const CameraScanner = lazy(() => import('./camera-scanner'));

/** What a scan answered: the page's action returns it, `at` makes every answer a new one. */
export interface ScanResult {
  ok: boolean;
  message: string;
  intent?: string;
  at?: number;
}

/** The outcome of the last scan: the refusal by its code in the page's language, or what was done. */
export function ScanOutcome({ result, done }: { result?: ScanResult | undefined; done: string | null }) {
  if (!result) return null;
  if (!result.ok)
    return (
      <p
        role="alert"
        className="rounded border border-red-600 bg-red-50 p-2 text-sm text-red-900"
        data-testid="scan-error"
      >
        {result.message}
      </p>
    );
  if (!done) return null;
  return (
    <p
      role="status"
      className="rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900"
      data-testid="scan-done"
    >
      {done}
    </p>
  );
}

/**
 * One scan per parcel: a form whose code field is focused and empty after every answer, so a USB
 * scanner (it types the code and presses Enter) goes from parcel to parcel without a click, and a
 * camera button for phones. `hidden` are the form's other fields (the intent, the batch); `fields`
 * are visible ones that stay filled between scans (the warehouse's shelf), beside the code.
 */
export function ScanField({
  intent,
  hidden = {},
  result,
  label,
  submitLabel,
  fields,
  testId = 'scan',
  children,
}: {
  intent: string;
  hidden?: Record<string, string | number>;
  result?: ScanResult | undefined;
  label?: string;
  submitLabel?: string;
  fields?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState(false);
  const onCode = (code: string) => {
    setCamera(false);
    if (!input.current || !form.current) return;
    input.current.value = code;
    form.current.requestSubmit();
  };
  return (
    <Card className="space-y-3">
      <Form method="post" ref={form} className="space-y-2" data-testid={`${testId}-form`}>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className={fields ? 'grid grid-cols-[7rem_1fr] gap-2' : ''}>
          {fields}
          <Field look="compact" label={label ?? t('admin.scan.code')}>
            <input
              // A new, empty and focused field after every answer: the next scan needs no click.
              key={`${result?.at ?? 0}`}
              ref={input}
              name="code"
              required
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              className={`${inputClass} font-mono`}
              data-testid={`${testId}-input`}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-2">
          <Submit label={submitLabel ?? t('admin.scan.submit')} />
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setCamera((on) => !on)}
            data-testid={`${testId}-camera`}
          >
            {camera ? t('admin.scan.cameraStop') : t('admin.scan.camera')}
          </button>
        </div>
      </Form>
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner onCode={onCode} unavailable={t('admin.scan.cameraUnavailable')} />
        </Suspense>
      )}
      {children}
    </Card>
  );
}
