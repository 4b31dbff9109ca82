import { data } from 'react-router';
import type { Route } from './+types/account.my-profile';
import { pageMeta } from '../lib/meta';
import { requireViewer } from '../lib/auth-guard.server';
import { failure, type FormResult } from '../features/accounts/form-result.server';
import { apiCall, apiGetOptional } from '../lib/api-client.server';
import { notificationSettingsSchema } from '@fardin/core/contract-notifications';
import { NotificationChoices } from '../features/notifications/notification-choices';
import { formRaw } from '../lib/form-data';
import { ProfilePage } from '../features/accounts/profile-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myProfile', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireViewer(request, context);
  // The notification choices (decision 0039): a section of the profile, saved by /account/notifications.
  return {
    user,
    notifications: await apiGetOptional(context, '/api/notifications/settings', notificationSettingsSchema),
  };
}

/** intent=name: PUT /profile/update; intent=image: the picture, forwarded as multipart. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  if (formRaw(form, 'intent') === 'image') {
    const file = form.get('file');
    const upload = new FormData();
    if (file instanceof File && file.size > 0) upload.set('file', file);
    const answer = await apiCall(context, '/api/profile/image', { method: 'POST', body: upload });
    if (!answer.ok) return failure(request, answer);
    return data<FormResult>({ ok: true });
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
      <ProfilePage user={loaderData.user} result={actionData} />
      {loaderData.notifications && <NotificationChoices settings={loaderData.notifications} />}
    </>
  );
}
