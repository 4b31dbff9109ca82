import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { FormResult } from './form-result.server';
import { AuthCard } from './form-ui';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';
import { TextField } from '../../components/ui/text-field';

export function RegisterForm({ redirectTo, result }: { redirectTo: string; result?: FormResult | undefined }) {
  const t = useT();
  const errors = result?.errors ?? {};
  const general = result?.message && Object.keys(errors).length === 0 ? result.message : undefined;
  return (
    <AuthCard title={t('page.register')} intro={t('accounts.register.intro')}>
      <Form method="post" noValidate data-testid="register-form">
        <input type="hidden" name="redirect" value={redirectTo} />
        <FormMessage message={general} />
        <TextField
          label={t('accounts.name')}
          name="name"
          autoComplete="name"
          defaultValue={result?.values?.name}
          errors={errors.name}
          required
        />
        <TextField
          label={t('accounts.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010 000 000"
          defaultValue={result?.values?.phone}
          errors={errors.phone}
          required
        />
        <TextField
          label={t('accounts.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('accounts.passwordRule')}
          errors={errors.password}
          minLength={8}
          required
        />
        <TextField
          label={t('accounts.confirmPassword')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          errors={errors.password_confirmation}
          required
        />
        <SubmitButton>{t('accounts.register.submit')}</SubmitButton>
      </Form>
      <p className="mt-5 text-center text-sm text-gray-600">
        {t('accounts.register.haveAccount')}{' '}
        <Link
          to={`${t.link('/login')}?redirect=${encodeURIComponent(redirectTo)}`}
          className="font-semibold text-primary underline"
        >
          {t('accounts.register.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
