import { data } from 'react-router';
import type { Route } from './+types/admin.reference';
import { pageMeta } from '../lib/meta';
import { adminGetOrForbidden, adminSend, formText, type AdminResult } from '../features/admin/admin-api.server';
import { referenceAnswerSchema } from '../features/admin/schemas';
import { ReferenceView } from '../features/admin/reference';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Categories and stores' }, { noindex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await adminGetOrForbidden(context, '/api/admin/reference', referenceAnswerSchema);
  return answer.forbidden === null ? { forbidden: null, reference: answer.data.data } : { forbidden: answer.forbidden, reference: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/reference/${encodeURIComponent(formText(form, 'kind'))}/${encodeURIComponent(formText(form, 'id'))}`;
  const answer = intent === 'move'
    ? await adminSend(context, `${base}/move`, 'POST', { direction: formText(form, 'direction') })
    : await adminSend(context, `${base}/visibility`, 'POST', { visible: intent === 'show' });
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReferenceView reference={loaderData.reference} forbidden={loaderData.forbidden} result={actionData} />;
}
