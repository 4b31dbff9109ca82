import type { AppLoadContext } from 'react-router';
import { conversationMessageAnswerSchema } from '@fardin/core/contract-conversations';
import { uploadPostedFile } from '../../lib/upload-file.server';
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
  const uploaded = await uploadPostedFile(context, form.get('photo'));
  if (!uploaded.ok) return uploaded;
  if (uploaded.data) photos.push(uploaded.data);
  return apiCall(
    context,
    `/api/orders/${orderId}/messages`,
    { method: 'POST', body: { text: formText(form, 'text'), photos } },
    conversationMessageAnswerSchema,
  );
}
