import { data } from 'react-router';
import { z } from 'zod';
import { rielRate } from '../lib/riel-rate.server';
import type { Route } from './+types/account.my-order.detail';
import { checkoutOptionsSchema } from '@fardin/core/contract-commerce';
import { orderJourneyDetailSchema } from '@fardin/core/contract-operations';
import { pageMeta } from '../lib/meta';
import { uploadPostedFile } from '../lib/upload-file.server';
import { apiCall, apiGet, errorTextsFor, failureText, requestLocale } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { formText } from '../lib/form-data';
import { OrderDetailPage } from '../features/commerce/order-detail-page';
import { conversationThreadAnswerSchema } from '@fardin/core/contract-conversations';
import { OrderConversation } from '../features/commerce/order-conversation';
import { postOrderMessage } from '../features/commerce/order-conversation.server';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myOrderDetail', { noindex: true });

function orderId(id: string | undefined): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) throw data(null, { status: 404 });
  return n;
}

/** Codes the page's own script can meet while paying a difference (KHQR sheet, receipt upload). */
const SCRIPT_ERROR_AREAS = [
  'problem.',
  'parcel.',
  'payment.',
  'wallet.',
  'upload.',
  'receipt.',
  'validation.',
  'request.',
  'auth.',
  'server.',
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const locale = requestLocale(request);
  const [answer, khrPerUsd, thread] = await Promise.all([
    apiGet(
      context,
      `/api/checkout/history/detail/${orderId(params.id)}?envelope=1&lang=${locale}`,
      z.object({ data: orderJourneyDetailSchema }),
    ),
    rielRate(context),
    // The order's conversation with the shop (decision 0041).
    apiGet(context, `/api/orders/${orderId(params.id)}/messages`, conversationThreadAnswerSchema),
  ]);
  const order = answer.data;
  // Banks, wallet and the KHQR poll only when a difference can be paid on this page.
  const payable =
    order.lines.some((l) => l.problem && l.problem.status !== 'resolved' && l.problem.choices.includes('pay')) ||
    order.parcels.some((p) => p.state === 'freight_due') ||
    (order.storage?.due ?? 0) > 0;
  const options = payable ? (await apiGet(context, '/api/checkout/options', checkoutOptionsSchema)).data : null;
  return {
    order,
    khrPerUsd,
    options,
    thread: thread.data,
    errorTexts: payable ? errorTextsFor(locale, SCRIPT_ERROR_AREAS) : {},
  };
}

/** A problem's answer (`POST /api/order-problems/{id}/answer`): the receipt as uploaded, or posted as a file. */
async function answerProblem(form: FormData, context: Route.ActionArgs['context']) {
  let imageUrl = formText(form, 'image_url');
  const file = form.get('file');
  const paymentType = formText(form, 'payment_type');
  if (paymentType === 'bankTransfer' && !imageUrl) {
    const uploaded = await uploadPostedFile(context, file);
    if (!uploaded.ok) return uploaded;
    imageUrl = uploaded.data ?? '';
  }
  const choice = formText(form, 'choice');
  const optional = (value: string) => value || undefined;
  return apiCall(context, `/api/order-problems/${orderId(formText(form, 'problem_id'))}/answer`, {
    method: 'POST',
    body: {
      choice,
      variant: choice === 'alternative' ? optional(formText(form, 'variant')) : undefined,
      payment_type: choice === 'pay' ? optional(paymentType) : undefined,
      payment_method:
        choice === 'pay' && paymentType === 'bankTransfer' ? optional(formText(form, 'payment_method')) : undefined,
      image_url: choice === 'pay' && paymentType === 'bankTransfer' ? optional(imageUrl) : undefined,
    },
  });
}

/**
 * A second payment: a parcel's freight (`POST /api/parcels/{id}/pay`) or the order's storage fee
 * (`POST /api/orders/{id}/storage/pay`); the receipt as uploaded, or posted as a file.
 */
async function paySecond(form: FormData, context: Route.ActionArgs['context'], path: string) {
  let imageUrl = formText(form, 'image_url');
  const file = form.get('file');
  const paymentType = formText(form, 'payment_type');
  if (paymentType === 'bankTransfer' && !imageUrl) {
    const uploaded = await uploadPostedFile(context, file);
    if (!uploaded.ok) return uploaded;
    imageUrl = uploaded.data ?? '';
  }
  const transfer = paymentType === 'bankTransfer';
  return apiCall(context, path, {
    method: 'POST',
    body: {
      payment_type: paymentType,
      payment_method: transfer ? formText(form, 'payment_method') || undefined : undefined,
      image_url: transfer ? imageUrl || undefined : undefined,
    },
  });
}

/** Cancel an unpaid order, answer a quality check, answer a line's problem, pay a freight, or choose how to ship. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireViewer(request, context);
  const id = orderId(params.id);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'message') {
    const sent = await postOrderMessage(context, id, form);
    return sent.ok
      ? { message: undefined, answered: false, sent: true }
      : data(
          { message: undefined, answered: false, sent: false, chatError: failureText(sent, requestLocale(request)) },
          { status: sent.status },
        );
  }
  const answer =
    intent === 'answer'
      ? await answerProblem(form, context)
      : intent === 'freight'
        ? await paySecond(form, context, `/api/parcels/${orderId(formText(form, 'parcel_id'))}/pay`)
        : intent === 'storage'
          ? await paySecond(form, context, `/api/orders/${id}/storage/pay`)
          : intent === 'preference'
            ? await apiCall(context, `/api/orders/${id}/shipping-preference`, {
                method: 'PUT',
                body: { preference: formText(form, 'preference') },
              })
            : intent === 'decide'
              ? await apiCall(
                  context,
                  `/api/checkout/history/detail/${id}/lines/${orderId(formText(form, 'line_id'))}/decision`,
                  {
                    method: 'POST',
                    body: { decision: formText(form, 'decision'), reason: formText(form, 'reason') || undefined },
                  },
                )
              : await apiCall(context, `/api/checkout/history/${id}/cancel`, { method: 'POST' });
  return answer.ok
    ? { message: undefined, answered: intent === 'answer' }
    : data({ message: failureText(answer, requestLocale(request)), answered: false }, { status: answer.status });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrderDetailPage
      order={loaderData.order}
      error={actionData?.message}
      answered={actionData?.answered ?? false}
      khrPerUsd={loaderData.khrPerUsd}
      options={loaderData.options}
      errorTexts={loaderData.errorTexts}
      conversation={
        <OrderConversation
          thread={loaderData.thread}
          sent={!!actionData && 'sent' in actionData && actionData.sent === true}
          error={actionData && 'chatError' in actionData ? actionData.chatError : undefined}
        />
      }
    />
  );
}
