import { data } from 'react-router';
import type { Route } from './+types/account.my-profile';
import { pageMeta } from '../lib/meta';
import { requireViewer } from '../lib/auth-guard.server';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall, apiGetOptional, requestLocale } from '../lib/api-client.server';
import { telegramLinkAnswerSchema, telegramLinkStatusSchema } from '@fardin/core/contract-telegram';
import { notificationSettingsSchema } from '@fardin/core/contract-notifications';
import { NotificationChoices } from '../features/notifications/notification-choices';
import { formRaw } from '../lib/form-data';
import { ProfilePage } from '../features/accounts/profile-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myProfile', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireViewer(request, context);
  // The notification choices (decision 0039): a section of the profile, saved by /account/notifications.
  const [telegram, notifications] = await Promise.all([
    apiGetOptional(context, '/api/telegram/link', telegramLinkStatusSchema),
    apiGetOptional(context, '/api/notifications/settings', notificationSettingsSchema),
  ]);
  return { user, telegram, notifications };
}

/** intent=name: PUT /profile/update; intent=image: the picture, forwarded as multipart. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const intent = formRaw(form, 'intent');
  // Telegram (decision 0040): a one-time deep link in the page's language, or unlinking.
  if (intent === 'telegram-link') {
    const answer = await apiCall(
      context,
      '/api/telegram/link',
      { method: 'POST', body: { language: requestLocale(request) } },
      telegramLinkAnswerSchema,
    );
    if (!answer.ok) return failure(request, answer);
    return data<FormResult & { telegramUrl: string }>({ telegramUrl: answer.data.url });
  }
  if (intent === 'telegram-unlink') {
    const answer = await apiCall(context, '/api/telegram/link', { method: 'DELETE' });
    if (!answer.ok) return failure(request, answer);
    return data<FormResult>({});
  }
  // The page's one Save keeps a chosen photo and the name (issue 29 item 8); intent=image (the
  // mobile app's way, and older pages) saves the photo alone.
  const file = form.get('file');
  const chosen = file instanceof File && file.size > 0 ? file : null;
  if (intent === 'image' || chosen) {
    const upload = new FormData();
    if (chosen) upload.set('file', chosen);
    const answer = await apiCall(context, '/api/profile/image', { method: 'POST', body: upload });
    if (!answer.ok) return failure(request, answer, { name: formRaw(form, 'name') });
    if (intent === 'image') return data<FormResult>({ ok: true });
  }
  const answer = await apiCall(context, '/api/profile/update', {
    method: 'PUT',
    body: { name: formRaw(form, 'name') },
  });
  if (!answer.ok) return failure(request, answer, { name: formRaw(form, 'name') });
  return data<FormResult>({ ok: true });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ProfilePage
        user={loaderData.user}
        result={actionData}
        telegram={loaderData.telegram}
        telegramUrl={
          actionData && 'telegramUrl' in actionData && typeof actionData.telegramUrl === 'string'
            ? actionData.telegramUrl
            : undefined
        }
      />
      {loaderData.notifications && <NotificationChoices settings={loaderData.notifications} />}
    </>
  );
}
