import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { pageScriptHeaders } from './security-headers';

/**
 * A complete answer in one step: the frame's security headers and request id merged with
 * `headers` into one plain object, which @hono/node-server writes as is. The outer middleware see
 * `prepared` and skip their per-header work (undici's `Headers` validates and sorts on every set,
 * which cost more than the rest of a cached answer). Without the frame (a bare sub-app in a test)
 * this is `c.body`. `scriptSources`: the CSP sources allowing a kept page's inline scripts (hashes).
 */
export function preparedAnswer(
  c: Context<AppEnv>,
  body: Uint8Array<ArrayBuffer> | string | null,
  status: 200 | 304,
  headers: Record<string, string>,
  scriptSources?: string,
): Response {
  const frame = c.get('frameHeaders');
  if (!frame)
    return body === null
      ? c.body(null, status, headers)
      : typeof body === 'string'
        ? c.body(body, status as 200, headers)
        : c.body(body, status as 200, headers);
  c.set('prepared', true);
  const requestId = c.get('requestId');
  return new Response(body, {
    status,
    headers: {
      ...(scriptSources ? pageScriptHeaders(frame, scriptSources) : frame),
      ...(requestId ? { 'X-Request-Id': requestId } : {}),
      ...headers,
    },
  });
}
