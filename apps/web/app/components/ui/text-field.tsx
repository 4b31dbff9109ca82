import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/i18n-context';
import { Icon } from './icon';
import { describedBy, Field } from './form-field';

// Its own file (not form-field.tsx): the show-password text and icon ship only with pages that have one.
interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: string | undefined;
  /** Refusals of this field, already in the page's language; the first is shown. */
  errors?: string[] | undefined;
}

/** A text input in the `card` look (id `f-<name>`); a password gets a show/hide button. */
export function TextField({ label, name, hint, errors, type = 'text', ...input }: TextFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const error = errors?.[0];
  const id = `f-${name}`;
  const isPassword = type === 'password';
  return (
    <Field look="card" id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint, 'card')}
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
    </Field>
  );
}
