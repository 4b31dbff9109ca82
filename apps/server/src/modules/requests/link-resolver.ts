import { parseProductLink, productLinkUrl } from '@fardin/core/product-link';
import { SHORT_LINK_FOLLOW_HOSTS, SHORT_LINK_HOSTS } from '@fardin/core/product-link-stores';
import { firstUrl, pastedItemPath, requestFormPath, targetPath } from '@fardin/core/pasted-link';
import { fieldError } from '../../http/errors';
import { deadlineSignal, drop, hostAllowed, readAnswer, sendWithin } from '../../lib/outside-call';
import { assertPublicHost, type AddressLookup } from '../../lib/public-address';

/**
 * Short share links (`m.tb.cn`, `a.co`, `s.lazada.*`, `s.shopee.*`, ...) read on the server (issue
 * 29 item 2) under the outside-call rules (lib/outside-call.ts, as the image proxy): one deadline
 * for every hop and the body, a cap on the bytes read, an allowlist of hosts checked at every hop,
 * and no private addresses. A hop's Location that is an item link ends the walk; a page (Taobao's
 * share page is HTML with the item link in a script) is read under the cap for an item link. Every
 * failure leads to the "buy it for me" request with the link: never an error for the shopper.
 *
 * The allowlist and the private-address rule come only from the options the composition root
 * builds from config (tests inject theirs); nothing in a request changes them.
 */

export interface LinkResolverOptions {
  /** Hosts a pasted link must start on to be read at all: the stores' short-link hosts. */
  startHosts: readonly string[];
  /** Hosts a link may redirect through (each also allows its sub-domains). */
  hosts: readonly string[];
  /** Tests and E2E runs only: the local fake listens on a loopback address. */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxHops: number;
  fetch?: typeof fetch | undefined;
  lookup?: AddressLookup | undefined;
}

export interface ResolvedLink {
  path: string;
  resolved: boolean;
}

/** The production rules; E2E runs add their fake's loopback host (never a request). */
export function linkResolverOptions(config: { E2E: boolean }): LinkResolverOptions {
  const fake = config.E2E ? ['127.0.0.1', 'localhost'] : [];
  return {
    startHosts: [...SHORT_LINK_HOSTS, ...fake],
    hosts: [...SHORT_LINK_FOLLOW_HOSTS, ...fake],
    allowPrivate: config.E2E,
    timeoutMs: 5000,
    maxBytes: 512 * 1024,
    maxHops: 5,
  };
}

const SERVICE = 'short link';

/** An item link inside a page's text (HTML entities of `&` undone). */
function itemInText(text: string): string | null {
  const plain = text.replace(/&amp;/g, '&').replace(/\\\//g, '/');
  return parseProductLink(plain) ? productLinkUrl(plain) : null;
}

export function createLinkResolver(options: LinkResolverOptions) {
  const allowed = (url: URL) =>
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    hostAllowed(url.hostname, options.hosts);

  /** The item link a short link leads to, or null. Throws OutsideCallError on a refused or failed call. */
  async function follow(start: URL): Promise<string | null> {
    const signal = deadlineSignal(options.timeoutMs);
    const rules = { service: SERVICE, hosts: options.hosts };
    let current = start;
    for (let hop = 0; hop <= options.maxHops; hop++) {
      if (!allowed(current)) return null;
      if (!options.allowPrivate) await assertPublicHost(current.hostname, SERVICE, options.lookup);
      const res = await sendWithin(
        current,
        {
          method: 'GET',
          redirect: 'manual',
          headers: { 'User-Agent': 'Mozilla/5.0 (Fardin product link reader)', Accept: 'text/html,*/*;q=0.5' },
        },
        signal,
        rules,
        options.fetch,
      );
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        drop(res);
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          return null;
        }
        if (parseProductLink(next.href)) return productLinkUrl(next.href);
        current = next;
        continue;
      }
      if (!res.ok) {
        drop(res);
        return null;
      }
      const body = await readAnswer(res, options.maxBytes, signal, SERVICE);
      return itemInText(body.toString('utf8'));
    }
    return null;
  }

  return {
    /** Where a pasted link leads: an item's page or request form, or the request form with the link. */
    async resolve(text: string): Promise<ResolvedLink> {
      const direct = pastedItemPath(text);
      if (direct) return { path: direct, resolved: true };
      const url = firstUrl(text);
      if (!url) throw fieldError('buy_request.link_invalid', 'url');
      url.hash = '';
      // Only a short link is read: a store's own page (a search, a shop) is not fetched.
      const item = hostAllowed(url.hostname, options.startHosts) ? await follow(url).catch(() => null) : null;
      const target = item ? parseProductLink(item) : null;
      if (item && target) return { path: targetPath(target, item), resolved: true };
      return { path: requestFormPath(url.href), resolved: false };
    },
  };
}
