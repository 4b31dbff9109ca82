import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/rider';
import { dropAnswerSchema, dropKhqrAnswerSchema, dropsAnswerSchema } from '@fardin/core/contract-riders';
import { shopDay } from '@fardin/core/shop-day';
import { pageMeta } from '../lib/meta';
import { apiCall, apiGet, failureText, requestLocale, type ApiResult } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { formText } from '../lib/form-data';
import { ownPath } from '../lib/upload-image';
import { RiderPage, type RiderResult } from '../features/delivery/rider-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { text: 'Rider' }, { noindex: true });

/** Riders only: the API answers anyone else 404, and so does this page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context);
  return {
    drops: (await apiGet(context, '/api/rider/drops', dropsAnswerSchema)).data,
    // The shop's day: drops of earlier days still open are marked with their date.
    today: shopDay(new Date()),
  };
}

function result(request: Request, answer: ApiResult<unknown>, extra: Partial<RiderResult> = {}) {
  const message = answer.ok ? '' : failureText(answer, requestLocale(request));
  return data<RiderResult>({ ok: answer.ok, message, ...extra }, { status: answer.ok ? 200 : 422 });
}

/** The proof photo posted with the form, uploaded through the API: its path, or the refusal. */
async function uploadProof(context: Route.ActionArgs['context'], form: FormData, origin: string) {
  const file = form.get('photo');
  if (!(file instanceof File) || file.size === 0) return null;
  const body = new FormData();
  body.set('file', file);
  const answer = await apiCall(context, '/api/upload', { method: 'POST', body }, z.object({ image_url: z.string() }));
  return answer.ok ? { ok: true as const, url: ownPath(answer.data.image_url, origin) } : answer;
}

/** deliver (cash, or the drop's KHQR once paid), khqr (show the QR), fail (with a reason). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireViewer(request, context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'drop_id')) || 0;
  if (intent === 'khqr') {
    const answer = await apiCall(context, `/api/rider/drops/${id}/khqr`, { method: 'POST' }, dropKhqrAnswerSchema);
    return result(request, answer, { dropId: id, khqr: answer.ok ? answer.data.data : null });
  }
  if (intent === 'fail') {
    const answer = await apiCall(
      context,
      `/api/rider/drops/${id}/fail`,
      { method: 'POST', body: { reason: formText(form, 'reason') } },
      dropAnswerSchema,
    );
    return result(request, answer, { dropId: id });
  }
  const uploaded = await uploadProof(context, form, new URL(request.url).origin);
  if (uploaded && !uploaded.ok) return result(request, uploaded, { dropId: id });
  const answer = await apiCall(
    context,
    `/api/rider/drops/${id}/deliver`,
    {
      method: 'POST',
      body: { cash_collected: Number(formText(form, 'cash_collected') || 0), photo: uploaded?.url ?? '' },
    },
    dropAnswerSchema,
  );
  return result(request, answer, { dropId: id });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RiderPage drops={loaderData.drops} today={loaderData.today} result={actionData} />;
}
