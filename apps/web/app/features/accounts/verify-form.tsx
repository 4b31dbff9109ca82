import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { FormResult } from './form-result.server';
import { AuthCard } from './form-ui';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';
import { TextField } from '../../components/ui/text-field';

/** The 4-digit code texted after registration (DOMAIN.md: POST /verify {phone, otp}). */
export function VerifyForm({
  phone,
  redirectTo,
  result,
}: {
  phone: string;
  redirectTo: string;
  result?: FormResult | undefined;
}) {
  const t = useT();
  const errors = result?.errors ?? {};
  const resent = result?.ok && result.message === 'resent';
  const general = !result?.ok && result?.message && !errors.otp ? result.message : undefined;
  return (
    <AuthCard title={t('page.verify')} intro={phone ? t('accounts.verify.intro', { phone }) : undefined}>
      <Form method="post" noValidate reloadDocument data-testid="verify-form">
        <input type="hidden" name="redirect" value={redirectTo} />
        <FormMessage message={general} />
        {resent && <FormMessage ok message={t('accounts.forgot.otpIntro', { phone })} />}
        {phone ? (
          <input type="hidden" name="phone" value={phone} />
        ) : (
          <TextField
            label={t('accounts.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            errors={errors.phone}
            required
          />
        )}
        <TextField
          label={t('accounts.verify.otp')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{4}"
          maxLength={4}
          className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-center text-2xl tracking-[0.5em]"
          errors={errors.otp}
          required
        />
        <SubmitButton>{t('accounts.verify.submit')}</SubmitButton>
        <button
          type="submit"
          name="intent"
          value="resend"
          formNoValidate
          className="mt-3 w-full rounded-lg border border-primary px-4 py-2.5 text-sm font-semibold text-primary"
        >
          {t('accounts.verify.resend')}
        </button>
      </Form>
    </AuthCard>
  );
}
