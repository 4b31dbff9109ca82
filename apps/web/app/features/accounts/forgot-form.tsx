import { Form, Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { AuthCard } from './form-ui';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';
import { TextField } from '../../components/ui/text-field';

export interface ForgotState {
  step: 'phone' | 'otp' | 'password';
  phone: string;
  reference: string;
  confirm_reference: string;
  /** A refusal, already in the page's language. */
  message?: string;
  errors?: Record<string, string[]>;
}

export function ForgotForm({ state }: { state: ForgotState }) {
  const t = useT();
  const errors = state.errors ?? {};
  const general = state.message && Object.keys(errors).length === 0 ? state.message : undefined;
  const intro =
    state.step === 'phone'
      ? t('accounts.forgot.phoneIntro')
      : state.step === 'otp'
        ? t('accounts.forgot.otpIntro', { phone: state.phone })
        : t('accounts.forgot.passwordIntro');
  return (
    <AuthCard title={t('page.forgot')} intro={intro}>
      <Form method="post" noValidate data-testid={`forgot-${state.step}`} key={state.step}>
        <input type="hidden" name="step" value={state.step} />
        <FormMessage message={general} />
        {state.step === 'phone' ? (
          <TextField
            label={t('accounts.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010 000 000"
            defaultValue={state.phone}
            errors={errors.phone}
            required
          />
        ) : (
          <input type="hidden" name="phone" value={state.phone} />
        )}
        {state.step === 'otp' && (
          <>
            <input type="hidden" name="reference" value={state.reference} />
            <TextField
              label={t('accounts.verify.otp')}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              errors={errors.otp}
              required
            />
          </>
        )}
        {state.step === 'password' && (
          <>
            <input type="hidden" name="confirm_reference" value={state.confirm_reference} />
            <TextField
              label={t('accounts.forgot.newPassword')}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('accounts.passwordRule')}
              errors={errors.password}
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
          </>
        )}
        <SubmitButton>
          {state.step === 'phone'
            ? t('accounts.forgot.send')
            : state.step === 'otp'
              ? t('accounts.forgot.check')
              : t('accounts.forgot.save')}
        </SubmitButton>
      </Form>
      {state.step !== 'phone' && (
        <p className="mt-4 text-center text-sm">
          <Link to={t.link('/forgot')} reloadDocument className="text-primary underline">
            {t('accounts.forgot.startOver')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
