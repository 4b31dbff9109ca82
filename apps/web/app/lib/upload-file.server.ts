import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { apiCall, type ApiResult } from './api-client.server';

/**
 * A file posted with a form (a page working without JavaScript) stored through `POST /api/upload`:
 * its URL, null when no file was posted, or the upload's refusal.
 */
export async function uploadPostedFile(
  context: AppLoadContext,
  file: FormDataEntryValue | null,
): Promise<ApiResult<string | null>> {
  if (!(file instanceof File) || file.size === 0) return { ok: true, status: 200, data: null };
  const body = new FormData();
  body.set('file', file);
  const uploaded = await apiCall(context, '/api/upload', { method: 'POST', body }, z.object({ image_url: z.string() }));
  return uploaded.ok ? { ...uploaded, data: uploaded.data.image_url } : uploaded;
}
