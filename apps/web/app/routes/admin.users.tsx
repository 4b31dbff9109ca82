import { z } from 'zod';
import { adminUserPageSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.users';
import { pageMeta } from '../lib/meta';
import { UsersView } from '../features/admin/users';
import { apiGet, apiCall } from '../lib/api-client.server';
import { forwardQuery, adminResult } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Users' }, { noindex: true });

const staffAnswer = z.object({ data: z.object({ phone: z.string(), one_time_password: z.string() }) });

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiGet(context, `/api/admin/users${forwardQuery(request, ['q', 'role'])}`, adminUserPageSchema);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'staff') {
    const answer = await apiCall(
      context,
      '/api/admin/staff',
      {
        method: 'POST',
        body: {
          phone: formText(form, 'phone'),
          name: formText(form, 'name') || undefined,
          role: formText(form, 'role') || 'staff',
        },
      },
      staffAnswer,
    );
    return adminResult(request, answer, {
      intent,
      ...(answer.ok
        ? { password: { phone: answer.data.data.phone, password: answer.data.data.one_time_password } }
        : {}),
    });
  }
  const status = intent === 'deactivate' ? 'inactive' : 'active';
  const answer = await apiCall(context, `/api/admin/users/${Number(formText(form, 'id'))}/status`, {
    method: 'POST',
    body: { status },
  });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersView page={loaderData} result={actionData} />;
}
