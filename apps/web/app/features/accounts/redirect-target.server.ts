import { localizePath } from '@fardin/core/locale';
import { requestLocale } from '../../lib/api-client.server';

/** Longer return targets are not pages a shopper was on: refused rather than trimmed. */
const MAX_TARGET_LENGTH = 2048;
/** Any origin works: only whether a target stays on it matters. */
const PROBE_ORIGIN = 'https://return-target.invalid';
/**
 * C0 and C1 controls, DEL, backslashes, and the Unicode line and paragraph separators. Browsers drop
 * tabs and newlines from a `Location` (so `/\t/evil` becomes `//evil`) and read `\` as `/`; a
 * newline would also make the answer's headers invalid (a 500).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;
/** The auth pages themselves: coming back to them would loop. */
const AUTH_PAGE = /^\/(?:en\/|zh\/)?(?:login|register|verify|forgot)(?:[/?#]|$)/;

/**
 * True when the target has an unsafe character, or its path (before `?` or `#`), as given or after
 * any number of percent-decodings, does not start with exactly one `/`: a later hop that decodes
 * `/%2F/evil` must not find `//evil` either.
 */
function looksOffSite(target: string): boolean {
  if (UNSAFE_CHARACTER.test(target)) return true;
  let path = target.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 4; round++) {
    // NFKC: a full-width `／` or `＼` becomes `/` or `\` for anything that normalises the text.
    if (!path.startsWith('/') || /^\/[/\\]/.test(path.normalize('NFKC')) || UNSAFE_CHARACTER.test(path)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false; // a malformed escape stays an escape: the browser keeps it literally
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true; // still changing after four decodings: no page of ours needs that
}

/**
 * The one gate for every return target (`redirect` of the login, register and verify pages, and
 * the Referer fallback): a path of this site, normalised by the URL parser (ASCII only, so it is
 * always a valid header), that starts with one `/` and is not an auth page. Anything else answers
 * `fallback`. See docs/decisions/0014-receipts-redirects-and-tracking-codes.md.
 */
export function safeReturnPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH || looksOffSite(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // `/.//evil` normalises to `//evil`: check the path as it will be sent, too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The bare `/` is home: SPEC section 4 says login never leads there, the fallback does instead.
  if (path === '/' || path.length > MAX_TARGET_LENGTH || looksOffSite(path) || AUTH_PAGE.test(path)) return fallback;
  return path;
}

/**
 * Where the shopper goes after login or registration: the `redirect` parameter the guard set, else
 * the page they came from (same site), else their account page. Never home (SPEC section 4), so
 * the account page is also the answer to any target that is not a path of this site.
 */
export function redirectTarget(request: Request, given?: string | null): string {
  const url = new URL(request.url);
  const fallback = localizePath('/account', requestLocale(request));
  const param = given ?? url.searchParams.get('redirect');
  if (param) return safeReturnPath(param, fallback);
  const referer = request.headers.get('Referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === url.host) return safeReturnPath(from.pathname + from.search, fallback);
    } catch {
      /* not a URL */
    }
  }
  return fallback;
}
