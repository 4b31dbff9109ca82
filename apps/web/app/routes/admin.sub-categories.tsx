import { data } from 'react-router';
import { adminSubCategoriesAnswerSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.sub-categories';
import { pageMeta } from '../lib/meta';
import { SubCategoriesView } from '../features/admin/sub-categories';
import { apiCall, apiGetOrForbidden } from '../lib/api-client.server';
import { adminResult, forbiddenText } from '../features/admin/admin-request.server';
import { formText } from '../lib/form-data';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Sub-categories' }, { noindex: true });

function categoryId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const answer = await apiGetOrForbidden(
    context,
    `/api/admin/categories/${categoryId(params.id)}/sub-categories`,
    adminSubCategoriesAnswerSchema,
  );
  return answer.ok
    ? { forbidden: null, data: answer.data.data }
    : { forbidden: forbiddenText(request, answer), data: null };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const parent = categoryId(params.id);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/sub-categories/${encodeURIComponent(formText(form, 'id'))}`;
  const body = {
    title: { kh: formText(form, 'title_kh'), en: formText(form, 'title_en'), zh: formText(form, 'title_zh') },
    keywords: formText(form, 'keywords')
      .split(/[,\n،、，]/)
      .map((k) => k.trim())
      .filter(Boolean),
  };
  const answer =
    intent === 'create'
      ? await apiCall(context, `/api/admin/categories/${parent}/sub-categories`, { method: 'POST', body })
      : intent === 'rename'
        ? await apiCall(context, base, { method: 'PUT', body })
        : intent === 'move'
          ? await apiCall(context, `${base}/move`, { method: 'POST', body: { direction: formText(form, 'direction') } })
          : await apiCall(context, `${base}/visibility`, { method: 'POST', body: { visible: intent === 'show' } });
  return adminResult(request, answer, { intent });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <SubCategoriesView data={loaderData.data} forbidden={loaderData.forbidden} result={actionData} />;
}
