import { Form } from 'react-router';
import type { AccountUser } from '@fardin/core/contract-accounts';
import { formatLocalPhone } from '@fardin/core/phone';
import { useT } from '../../i18n/i18n-context';
import type { FormResult } from './form-result.server';
import { Avatar } from './account-menu-page';
import { FilePicker } from '../../components/ui/file-picker';
import { PageCard } from './form-ui';
import { FormMessage, SubmitButton } from '../../components/ui/form-field';
import { TextField } from '../../components/ui/text-field';
import { TelegramLink, type TelegramLinkState } from './telegram-link';

/** GET /profile shown whole; the name and the picture can change. */
export function ProfilePage({
  user,
  result,
  telegram = null,
  telegramUrl,
}: {
  user: AccountUser;
  result?: FormResult | undefined;
  telegram?: TelegramLinkState | null;
  telegramUrl?: string | undefined;
}) {
  const t = useT();
  const errors = result?.errors ?? {};
  return (
    <PageCard title={t('page.myProfile')}>
      <div data-testid="profile-page" className="max-w-md">
        <FormMessage
          message={result?.ok ? t('accounts.profile.saved') : errors.name ? undefined : result?.message}
          ok={result?.ok}
        />
        {/* One form, one Save: a newly chosen photo is kept with the name (issue 29 item 8). */}
        <Form method="post" encType="multipart/form-data" noValidate>
          <div className="mb-6 flex items-center gap-4">
            <Avatar user={user} size={72} />
            <div className="min-w-0 flex-1">
              <FilePicker
                name="file"
                label={t('accounts.profile.photo')}
                texts={{ choose: t('filePicker.choose'), change: t('filePicker.change'), none: t('filePicker.none') }}
                testId="profile-photo"
              />
              <p className="mt-1 text-xs text-gray-500">{t('accounts.profile.photoHint')}</p>
            </div>
          </div>
          <TextField
            label={t('accounts.name')}
            name="name"
            autoComplete="name"
            defaultValue={result?.values?.name ?? user.name}
            errors={errors.name}
            required
          />
          <div className="mb-4">
            <span className="mb-1 block text-sm font-semibold">{t('accounts.phone')}</span>
            <p className="rounded-lg bg-gray-100 px-3 py-2.5 text-gray-700">{formatLocalPhone(user.phone)}</p>
          </div>
          <div className="mb-4">
            <span className="mb-1 block text-sm font-semibold">{t('accounts.profile.wallet')}</span>
            <p className="rounded-lg bg-gray-100 px-3 py-2.5 text-gray-700">${user.total.toFixed(2)}</p>
          </div>
          <SubmitButton name="intent" value="name">
            {t('accounts.profile.save')}
          </SubmitButton>
        </Form>
        <TelegramLink state={telegram} url={telegramUrl} />
      </div>
    </PageCard>
  );
}
