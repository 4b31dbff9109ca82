import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { FormResult } from './form-result.server';
import { PageCard } from './form-ui';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';
import { TextField } from '../../components/ui/text-field';

export function ChangePasswordForm({ result }: { result?: FormResult | undefined }) {
  const t = useT();
  const errors = result?.errors ?? {};
  const general = !result?.ok && result?.message && Object.keys(errors).length === 0 ? result.message : undefined;
  return (
    <PageCard title={t('page.changePassword')}>
      <Form
        method="post"
        noValidate
        data-testid="change-password-form"
        key={result?.ok ? 'done' : 'form'}
        className="max-w-md"
      >
        <FormMessage message={general} />
        {result?.ok && <FormMessage ok message={t('accounts.password.done')} />}
        <TextField
          label={t('accounts.password.current')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          errors={errors.current_password}
          required
        />
        <TextField
          label={t('accounts.password.new')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          hint={t('accounts.passwordRule')}
          errors={errors.new_password}
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
        <SubmitButton>{t('accounts.password.submit')}</SubmitButton>
      </Form>
    </PageCard>
  );
}
