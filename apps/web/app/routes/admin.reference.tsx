import type { Route } from './+types/admin.reference';
import { pageMeta } from '../lib/meta';
import { referenceAnswerSchema } from '../features/admin/schemas';
import { ReferenceView } from '../features/admin/reference';
import { apiCall, apiGetOrForbidden } from '../lib/api-client.server';
import { adminResult, forbiddenText } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Categories and stores' }, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await apiGetOrForbidden(context, '/api/admin/reference', referenceAnswerSchema);
  return answer.ok
    ? { forbidden: null, reference: answer.data.data }
    : { forbidden: forbiddenText(request, answer), reference: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/reference/${encodeURIComponent(formText(form, 'kind'))}/${encodeURIComponent(formText(form, 'id'))}`;
  const answer =
    intent === 'move'
      ? await apiCall(context, `${base}/move`, { method: 'POST', body: { direction: formText(form, 'direction') } })
      : await apiCall(context, `${base}/visibility`, { method: 'POST', body: { visible: intent === 'show' } });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ReferenceView reference={loaderData.reference} forbidden={loaderData.forbidden} result={actionData} />;
}
