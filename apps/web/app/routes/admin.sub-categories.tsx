import { data } from 'react-router';
import { adminSubCategoriesAnswerSchema } from '@fardin/core/contract-admin';
import type { Route } from './+types/admin.sub-categories';
import { pageMeta } from '../lib/meta';
import { adminGetOrForbidden, adminSend, formText, type AdminResult } from '../features/admin/admin-api.server';
import { SubCategoriesView } from '../features/admin/sub-categories';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Sub-categories' }, { noindex: true });

function categoryId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await adminGetOrForbidden(context, `/api/admin/categories/${categoryId(params.id)}/sub-categories`, adminSubCategoriesAnswerSchema);
  return answer.forbidden === null ? { forbidden: null, data: answer.data.data } : { forbidden: answer.forbidden, data: null };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const parent = categoryId(params.id);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/sub-categories/${encodeURIComponent(formText(form, 'id'))}`;
  const body = {
    title: { kh: formText(form, 'title_kh'), en: formText(form, 'title_en'), zh: formText(form, 'title_zh') },
    keywords: formText(form, 'keywords').split(/[,\n،、，]/).map((k) => k.trim()).filter(Boolean),
  };
  const answer =
    intent === 'create' ? await adminSend(context, `/api/admin/categories/${parent}/sub-categories`, 'POST', body)
    : intent === 'rename' ? await adminSend(context, base, 'PUT', body)
    : intent === 'move' ? await adminSend(context, `${base}/move`, 'POST', { direction: formText(form, 'direction') })
    : await adminSend(context, `${base}/visibility`, 'POST', { visible: intent === 'show' });
  return data<AdminResult>({ ok: answer.ok, message: answer.message, intent }, { status: answer.ok ? 200 : 422 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <SubCategoriesView data={loaderData.data} forbidden={loaderData.forbidden} result={actionData} />;
}
