import { data } from 'react-router';
import { z } from 'zod';
import { adminOrderDetailSchema } from '@fardin/core/contract-admin';
import { adminOrderJourneySchema } from '@fardin/core/contract-operations';
import type { Route } from './+types/admin.order';
import { pageMeta } from '../lib/meta';
import { OrderDetailView } from '../features/admin/order-detail';
import { apiGet, apiCall } from '../lib/api-client.server';
import { adminLocale, adminResult, UNKNOWN_ACTION } from '../features/admin/admin-request.server';
import { usd } from '../features/admin/ui';
import { textOf } from '../i18n/texts.server';
import { formText } from '../lib/form-data';
import { lineAction } from '../features/admin/order-line-actions.server';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { text: `Order #${args.params.id}` }, { noindex: true });

function orderId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** The order with its lines' journey and ledger (OPERATIONS.md sections 1 and 3). */
const orderJourneyAnswer = z.object({ data: adminOrderDetailSchema.shape.data.extend(adminOrderJourneySchema.shape) });

export async function loader({ params, context }: Route.LoaderArgs) {
  return (await apiGet(context, `/api/admin/orders/${orderId(params.id)}`, orderJourneyAnswer)).data;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = orderId(params.id);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const base = `/api/admin/orders/${id}`;
  const line = await lineAction(context, intent, form);
  const answer = line
    ? line
    : intent === 'stage'
      ? await apiCall(context, `${base}/stage`, {
          method: 'POST',
          body: { stage: formText(form, 'stage'), note: formText(form, 'note') },
        })
      : intent === 'references'
        ? await apiCall(context, `${base}/references`, {
            method: 'POST',
            body: {
              marketplace_order_no: formText(form, 'marketplace_order_no'),
              tracking_no: formText(form, 'tracking_no'),
            },
          })
        : intent === 'cancel'
          ? await apiCall(context, `${base}/cancel`, { method: 'POST', body: { reason: formText(form, 'reason') } })
          : intent === 'refund'
            ? await apiCall(context, `${base}/refund`, { method: 'POST' })
            : intent === 'check'
              ? await apiCall(context, `${base}/lines/${orderId(formText(form, 'line_id'))}/check`, {
                  method: 'POST',
                  body: {
                    photos: formText(form, 'photos'),
                    weight_kg: formText(form, 'weight_kg'),
                    length_cm: formText(form, 'length_cm'),
                    width_cm: formText(form, 'width_cm'),
                    height_cm: formText(form, 'height_cm'),
                    note: formText(form, 'note'),
                  },
                })
              : UNKNOWN_ACTION;
  // A lower price opens no problem: staff are told what went back to the shopper.
  const refunded = intent === 'line-problem' && answer.ok ? refundedOf(answer.data) : 0;
  const done =
    refunded > 0 ? textOf(adminLocale(request).locale, 'admin.lowerPriceRefunded', { amount: usd(refunded) }) : null;
  return adminResult(request, answer, { intent, done });
}

const refundedOf = (answer: unknown): number => {
  const refunded = (answer as { data?: { refunded?: unknown } } | null)?.data?.refunded;
  return typeof refunded === 'number' ? refunded : 0;
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailView order={loaderData} result={actionData} />;
}
