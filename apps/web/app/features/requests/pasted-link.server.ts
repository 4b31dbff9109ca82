import type { AppLoadContext } from 'react-router';
import { resolveLinkAnswerSchema } from '@fardin/core/contract-requests';
import { firstUrl, pastedItemPath, pastedLinkKind, requestFormPath } from '@fardin/core/pasted-link';
import { apiCall } from '../../lib/api-client.server';

/**
 * Where a text typed in the search box leads when it is a link (issue 29 item 2), or null for
 * words: an item link is read here; any other link is resolved by the server (short share links
 * followed there, under its allowlist); when the server cannot answer, the request form with the link.
 */
export async function pastedLinkTarget(context: AppLoadContext, text: string): Promise<string | null> {
  const kind = pastedLinkKind(text);
  if (kind === 'words') return null;
  if (kind === 'item') return pastedItemPath(text);
  const answer = await apiCall(
    context,
    `/api/links/resolve?${new URLSearchParams({ url: text.slice(0, 4000) }).toString()}`,
    {},
    resolveLinkAnswerSchema,
  );
  if (answer.ok) return answer.data.data.path;
  const url = firstUrl(text);
  return url ? requestFormPath(url.href) : null;
}
