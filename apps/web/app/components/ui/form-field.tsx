import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/**
 * The web's one form-field kit (issue 18 item 3): a label, its control, and the control's hint or
 * error, wired for screen readers. It replaces the accounts, delivery and back-office kits; their
 * looks stay, as `look`:
 * - `page` (the delivery pages): medium label above, hint `<id>-hint`, error `<id>-error` with role=alert;
 * - `card` (account forms, `TextField` in `text-field.tsx`): bold label, spaced below, hint or error in one line `<id>-msg`;
 * - `compact` (back office): the label wraps the control (no id needed), no hint or error.
 * Errors are already in the page's language (translated by code in the action, decision 0017).
 */
export type FieldLook = 'page' | 'card' | 'compact';

/** The input look of the storefront's page forms (delivery, tracking, price). */
export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30';

/** The id of the line under the control that says its error or hint, or undefined when there is none. */
export function describedBy(
  id: string,
  error: string | undefined,
  hint?: string,
  look: FieldLook = 'page',
): string | undefined {
  if (!error && !hint) return undefined;
  if (look === 'card') return `${id}-msg`;
  return error ? `${id}-error` : `${id}-hint`;
}

type FieldProps = { label: string; children: ReactNode } & (
  { look: 'compact' } | { look?: 'page' | 'card'; id: string; hint?: string | undefined; error?: string | undefined }
);

export function Field(props: FieldProps) {
  if (props.look === 'compact') {
    return (
      <label className="block text-sm">
        <span className="mb-1 block text-gray-700">{props.label}</span>
        {props.children}
      </label>
    );
  }
  const { id, label, hint, error, children, look = 'page' } = props;
  const card = look === 'card';
  const messageId = describedBy(id, error, hint, look);
  return (
    <div className={card ? 'mb-4' : undefined}>
      <label
        htmlFor={id}
        className={card ? 'mb-1 block text-sm font-semibold text-gray-800' : 'block text-sm font-medium text-gray-800'}
      >
        {label}
      </label>
      {children}
      {messageId && (
        <p
          id={messageId}
          className={`mt-1 ${error ? `${card ? 'text-xs' : 'text-sm'} text-error` : 'text-xs text-gray-500'}`}
          role={error && !card ? 'alert' : undefined}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

/** The full-width submit button of a storefront form; disabled while the form is being sent. */
export function SubmitButton({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className="w-full rounded-lg bg-primary px-4 py-3 font-semibold text-white hover:bg-primary-light disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** The form's overall message: an error (role=alert) or a success note, already in the page's language. */
export function FormMessage({ message, ok }: { message?: string | undefined; ok?: boolean | undefined }) {
  if (!message) return null;
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid={ok ? 'form-success' : 'form-error'}
      className={`mb-4 rounded-lg px-3 py-2 text-sm ${ok ? 'bg-green-50 text-primary' : 'bg-red-50 text-error'}`}
    >
      {message}
    </p>
  );
}
