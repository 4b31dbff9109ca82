import type { AppLoadContext } from 'react-router';
import { apiCall, type ApiResult } from '../../lib/api-client.server';
import { formText } from '../../lib/form-data';

/** `Red / L | 12.50` a line -> the alternatives a problem offers (variant = its name, USD unit price). */
export function parseAlternatives(text: string): { variant: string; variant_name: string; unit_price: number }[] {
  return text
    .split('\n')
    .map((row) => /^(.+?)\s*[|=]\s*\$?\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(row.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ variant: m[1]!, variant_name: m[1]!, unit_price: Number(m[2]) }));
}

const optional = (value: string) => value || undefined;

/**
 * The per-line writes of the back office's order page (issue 25 item 7): a move, a problem, a
 * refund. Answers null for any other intent (the order-wide ones stay in the route).
 */
export async function lineAction(
  context: AppLoadContext,
  intent: string,
  form: FormData,
): Promise<ApiResult<unknown> | null> {
  const id = Number(formText(form, 'line_id'));
  if (!['line-move', 'line-problem', 'line-refund'].includes(intent)) return null;
  if (!Number.isSafeInteger(id) || id <= 0)
    return { ok: false, status: 404, code: 'line.not_found', message: 'Not found' };
  const base = `/api/admin/order-lines/${id}`;
  if (intent === 'line-move')
    return apiCall(context, `${base}/move`, {
      method: 'POST',
      body: {
        to: formText(form, 'to'),
        note: optional(formText(form, 'note')),
        tracking_no: optional(formText(form, 'tracking_no')),
        carrier: optional(formText(form, 'carrier')),
        shelf: optional(formText(form, 'shelf')),
      },
    });
  if (intent === 'line-problem') {
    const price = formText(form, 'new_unit_price');
    const alternatives = parseAlternatives(formText(form, 'alternatives'));
    return apiCall(context, `${base}/problems`, {
      method: 'POST',
      body: {
        kind: formText(form, 'kind'),
        new_unit_price: price === '' ? undefined : Number(price),
        alternatives: alternatives.length > 0 ? alternatives : undefined,
        note: optional(formText(form, 'note')),
      },
    });
  }
  return apiCall(context, `${base}/refunds`, {
    method: 'POST',
    body: {
      amount: Number(formText(form, 'amount')),
      to: formText(form, 'to'),
      note: optional(formText(form, 'note')),
    },
  });
}
