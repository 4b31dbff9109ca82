import { data } from 'react-router';
import { z } from 'zod';
import { rielRate } from '../lib/riel-rate.server';
import type { Route } from './+types/account.my-order.detail';
import { orderDetailAnswerSchema } from '@fardin/core/contract-commerce';
import { pageMeta } from '../lib/meta';
import { apiCall, apiGet, failureText, requestLocale } from '../lib/api-client.server';
import { requireViewer } from '../lib/auth-guard.server';
import { OrderDetailPage } from '../features/commerce/order-detail-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.myOrderDetail', { noindex: true });

function orderId(id: string | undefined): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) throw data(null, { status: 404 });
  return n;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireViewer(request, context);
  const [answer, khrPerUsd] = await Promise.all([
    apiGet(
      context,
      `/api/checkout/history/detail/${orderId(params.id)}?envelope=1&lang=${requestLocale(request)}`,
      z.object({ data: orderDetailAnswerSchema }),
    ),
    rielRate(context),
  ]);
  return { order: answer.data, khrPerUsd };
}

/** Cancel an unpaid order, or answer a quality check (approve / return / exchange with a reason). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireViewer(request, context);
  const id = orderId(params.id);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const answer =
    field('intent') === 'decide'
      ? await apiCall(context, `/api/checkout/history/detail/${id}/lines/${orderId(field('line_id'))}/decision`, {
          method: 'POST',
          body: { decision: field('decision'), reason: field('reason').trim() || undefined },
        })
      : await apiCall(context, `/api/checkout/history/${id}/cancel`, { method: 'POST' });
  return answer.ok
    ? { message: undefined }
    : data({ message: failureText(answer, requestLocale(request)) }, { status: answer.status });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailPage order={loaderData.order} error={actionData?.message} khrPerUsd={loaderData.khrPerUsd} />;
}
