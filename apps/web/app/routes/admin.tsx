import { data, Outlet } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/admin';
import { DICTIONARIES, type Messages } from '../i18n/dictionaries';
import { pageMeta } from '../lib/meta';
import { AdminShell } from '../features/admin/admin-shell';
import { useRootData } from '../root';
import { apiGet, errorTextsFor } from '../lib/api-client.server';
import { adminLocale } from '../features/admin/admin-request.server';
import { ADMIN_PREFIXES } from '../features/admin/admin-prefixes';

const EMPTY = {} as Messages;
const meAnswer = z.object({ data: z.object({ id: z.number(), role: z.enum(['staff', 'admin']) }) });

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Back office' }, { noindex: true });

/** Staff and admins only: anyone else gets the not-found page (the API answers them 404). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.token) throw data(null, { status: 404 });
  const me = await apiGet(context, '/api/admin/me', meAnswer);
  const { locale, setCookie } = adminLocale(request);
  const all = DICTIONARIES[locale];
  const messages = Object.fromEntries(
    Object.entries(all).filter(([key]) => ADMIN_PREFIXES.some((prefix) => key.startsWith(prefix))),
  ) as Partial<Messages>;
  // The upload refusals the back office's script may meet, in its language (see lib/error-texts.ts).
  const errorTexts = errorTextsFor(locale, ['upload.', 'request.too_large', 'auth.', 'server.', 'db.']);
  return data(
    { role: me.data.role, locale, messages, errorTexts },
    { headers: { 'X-Robots-Tag': 'noindex', ...(setCookie ? { 'Set-Cookie': setCookie } : {}) } },
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <AdminShell
      role={loaderData.role}
      locale={loaderData.locale}
      messages={loaderData.messages}
      rootMessages={root?.messages ?? EMPTY}
    >
      <Outlet />
    </AdminShell>
  );
}
