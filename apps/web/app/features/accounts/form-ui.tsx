import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Icon } from '../../components/ui/icon';

/** The centred card the login, register, verify and forgot pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md rounded-2xl bg-white p-5 shadow-sm md:mt-6 md:p-8">
      <h1 className="text-2xl font-bold text-primary">{title}</h1>
      {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-2xl rounded-2xl bg-white p-5 shadow-sm md:p-8">
      <h1 className="text-xl font-bold text-primary">{title}</h1>
      <div className="mt-4">{children}</div>
    </section>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: string | undefined;
  /** Refusals of this field, already in the page's language (translated by code in the action). */
  errors?: string[] | undefined;
}

export function Field({ label, name, hint, errors, type = 'text', ...input }: FieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const error = errors?.[0];
  const id = `f-${name}`;
  const isPassword = type === 'password';
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-msg` : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${error ? 'border-error' : 'border-gray-300'} ${isPassword ? 'pr-11' : ''}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-gray-500"
            aria-label={t('accounts.showPassword')}
            aria-pressed={shown}
          >
            {shown ? <Icon name="eye-off" size={18} /> : <Icon name="eye" size={18} />}
          </button>
        )}
      </div>
      {(error || hint) && (
        <p id={`${id}-msg`} className={`mt-1 text-xs ${error ? 'text-error' : 'text-gray-500'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

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
    <p role={ok ? 'status' : 'alert'} data-testid={ok ? 'form-success' : 'form-error'} className={`mb-4 rounded-lg px-3 py-2 text-sm ${ok ? 'bg-green-50 text-primary' : 'bg-red-50 text-error'}`}>
      {message}
    </p>
  );
}
