import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { FormResult } from './form-result.server';
import { AuthCard } from './form-ui';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';
import { TextField } from '../../components/ui/text-field';

/** Seconds before the code may be sent again: an SMS takes a moment, and sends are counted (OTP_SEND_LIMIT). */
const RESEND_WAIT_S = 60;

/** Seconds left before "send again" (counts down once the page is live; 0 before that, so no script still works). */
function useResendCountdown(restartKey: unknown): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const until = Date.now() + RESEND_WAIT_S * 1000;
    setLeft(RESEND_WAIT_S);
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [restartKey]);
  return left;
}

/**
 * The 4-digit code texted after registration (DOMAIN.md: POST /verify {phone, otp}). "Send again"
 * counts down after each send, and a wrong number can be changed (issue 29 item 8).
 */
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
  // A new count after each answered resend (the page's result object changes).
  const waitS = useResendCountdown(resent ? result : null);
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
          disabled={waitS > 0}
          className="mt-3 w-full rounded-lg border border-primary px-4 py-2.5 text-sm font-semibold text-primary disabled:border-gray-300 disabled:text-gray-500"
          data-testid="verify-resend"
        >
          {waitS > 0 ? t('accounts.verify.resendIn', { s: waitS }) : t('accounts.verify.resend')}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link
          to={`${t.link('/register')}?redirect=${encodeURIComponent(redirectTo)}`}
          className="inline-block py-1 font-semibold text-primary underline"
          data-testid="verify-change-number"
        >
          {t('accounts.verify.changeNumber')}
        </Link>
      </p>
    </AuthCard>
  );
}
