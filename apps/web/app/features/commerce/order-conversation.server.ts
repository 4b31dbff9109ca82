import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { conversationMessageAnswerSchema } from '@fardin/core/contract-conversations';
import { apiCall, type ApiResult } from '../../lib/api-client.server';
import { formText } from '../../lib/form-data';

/**
 * The order page's "write to the shop" (decision 0041): the photo, if any, is stored through
 * `POST /api/upload` (its checks: type, size, re-encoding), then the message names the stored URL.
 */
export async function postOrderMessage(
  context: AppLoadContext,
  orderId: number,
  form: FormData,
): Promise<ApiResult<unknown>> {
  const photos: string[] = [];
  const file = form.get('photo');
  if (file instanceof File && file.size > 0) {
    const body = new FormData();
    body.set('file', file);
    const uploaded = await apiCall(
      context,
      '/api/upload',
      { method: 'POST', body },
      z.object({ image_url: z.string() }),
    );
    if (!uploaded.ok) return uploaded;
    photos.push(uploaded.data.image_url);
  }
  return apiCall(
    context,
    `/api/orders/${orderId}/messages`,
    { method: 'POST', body: { text: formText(form, 'text'), photos } },
    conversationMessageAnswerSchema,
  );
}
