import { data } from 'react-router';
import { z } from 'zod';
import { adminUserPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.users';
import { pageMeta } from '../lib/meta';
import { adminGet, adminSend, forwardQuery, formText, type AdminResult } from '../features/admin/admin-api.server';
import { UsersView } from '../features/admin/users';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Users' }, { noindex: true });

const staffAnswer = z.object({ data: z.object({ phone: z.string(), one_time_password: z.string() }) });

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminGet(context, `/api/admin/users${forwardQuery(request, ['q', 'role'])}`, adminUserPageSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'staff') {
    const answer = await adminSend(context, '/api/admin/staff', 'POST', { phone: formText(form, 'phone'), name: formText(form, 'name') || undefined, role: formText(form, 'role') || 'staff' });
    const parsed = staffAnswer.safeParse(answer.body);
    const password = answer.ok && parsed.success ? { phone: parsed.data.data.phone, password: parsed.data.data.one_time_password } : undefined;
    return data<AdminResult>({ ok: answer.ok, message: answer.message, intent, ...(password ? { password } : {}) }, { status: answer.ok ? 200 : 422 });
  }
  const status = intent === 'deactivate' ? 'inactive' : 'active';
  const answer = await adminSend(context, `/api/admin/users/${Number(formText(form, 'id'))}/status`, 'POST', { status });
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersView page={loaderData} result={actionData} />;
}
