import { data } from 'react-router';
import type { Route } from './+types/account.notifications';
import { bellAnswerSchema, notificationSettingsSchema } from '@fardin/core/contract-notifications';
import { NOTIFICATION_GROUPS, OPTIONAL_CHANNELS, type NotificationOff } from '@fardin/core/notification-kinds';
import { pageMeta } from '../lib/meta';
import { apiCall, apiGet, requestLocale } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { formRaw } from '../lib/form-data';
import { NotificationsPage } from '../features/notifications/notifications-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'notifications.title', { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  // Naming the page's language tells the server which language to write to this shopper in.
  const [bell, settings] = await Promise.all([
    apiGet(context, `/api/notifications/bell?lang=${requestLocale(request)}`, bellAnswerSchema),
    apiGet(context, '/api/notifications/settings', notificationSettingsSchema),
  ]);
  return { bell, settings };
}

/** Reads the choices form: a checked box means the channel is ON for that group. */
function offFromForm(form: FormData): NotificationOff {
  const off: NotificationOff = {};
  for (const group of NOTIFICATION_GROUPS) {
    const list = OPTIONAL_CHANNELS.filter((c) => form.get(`on.${group}.${c}`) === null);
    if (list.length) off[group] = list;
  }
  return off;
}

/** intent=read (id), read-all, or choices (the channel check boxes; also posted from the profile). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const intent = formRaw(form, 'intent');
  if (intent === 'read-all') await apiCall(context, '/api/notifications/read-all', { method: 'POST' });
  else if (intent === 'read')
    await apiCall(context, `/api/notifications/${Number(formRaw(form, 'id')) || 0}/read`, { method: 'POST' });
  else if (intent === 'choices') {
    const answer = await apiCall(context, '/api/notifications/settings', {
      method: 'PUT',
      body: { off: offFromForm(form) },
    });
    return data({ saved: answer.ok });
  }
  return data({ saved: false });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage bell={loaderData.bell} settings={loaderData.settings} saved={actionData?.saved ?? false} />;
}
