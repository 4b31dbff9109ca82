import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { FormResult } from './form-result.server';
import { AuthCard } from './form-ui';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';
import { TextField } from '../../components/ui/text-field';

/**
 * Phone + password (SPEC section 6: one local strategy). A whole-page post: the new cookie must
 * reach every loader of the frame (viewer, cart count), and it works before JavaScript loads.
 */
export function LoginForm({ redirectTo, result }: { redirectTo: string; result?: FormResult | undefined }) {
  const t = useT();
  const fieldErrors = result?.errors ?? {};
  const general = result?.message && Object.keys(fieldErrors).length === 0 ? result.message : undefined;
  return (
    <AuthCard title={t('page.login')} intro={t('accounts.login.intro')}>
      <Form method="post" noValidate reloadDocument data-testid="login-form">
        <input type="hidden" name="redirect" value={redirectTo} />
        <FormMessage message={general} />
        <TextField
          label={t('accounts.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010 000 000"
          defaultValue={result?.values?.phone}
          errors={fieldErrors.phone}
          required
        />
        <TextField
          label={t('accounts.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          errors={fieldErrors.password}
          required
        />
        <div className="-mt-2 mb-4 text-right text-sm">
          <Link to={t.link('/forgot')} className="inline-block py-1 text-primary underline">
            {t('accounts.login.forgot')}
          </Link>
        </div>
        <SubmitButton>{t('accounts.login.submit')}</SubmitButton>
      </Form>
      <p className="mt-5 text-center text-sm text-gray-600">
        {t('accounts.login.noAccount')}{' '}
        <Link
          to={`${t.link('/register')}?redirect=${encodeURIComponent(redirectTo)}`}
          className="font-semibold text-primary underline"
        >
          {t('accounts.login.register')}
        </Link>
      </p>
    </AuthCard>
  );
}
