import type { Page } from '@playwright/test';

/**
 * Issue 29 item 4: a Khmer page shows Khmer. The scan reads every visible text of a page (and the
 * placeholder, aria-label, title and alt of visible elements) and reports each piece in Latin or
 * Han script that is none of: a brand name (the list below), a code (letters with digits: order
 * codes, tracking numbers, sizes, prices; an all-capital abbreviation: USD, KHQR, SMS, XL), an
 * address (e-mail, web address, path), or words the page marks as not its own: user-typed or
 * seller text inside `[data-user-text]`, or text in another language inside an element whose
 * `lang` says so. The allowlist is structural: a page opts text out by marking it, not by adding
 * strings here.
 */
export const BRANDS = [
  'fardin',
  'anakut',
  'anakut cash',
  'taobao',
  'tmall',
  'alibaba',
  'aliexpress',
  'amazon',
  'ebay',
  'coupang',
  'lazada',
  'shopee',
  'shein',
  'jd',
  'telegram',
  'facebook',
  'whatsapp',
  'google maps',
  'google play',
  'app store',
  'smart',
  'cellcard',
  'metfone',
  'aba',
  'acleda',
  'wing',
  'bakong',
  'webp',
  'iphone',
  'android',
  // The key of the keyboard as printed on it (the warehouse's scanner field).
  'enter',
];

/** The leaks of the page as it is now: `text` of each piece not in Khmer nor allowed. */
export async function scriptLeaks(page: Page): Promise<string[]> {
  return page.evaluate((brands) => {
    // Read as a Khmer page whatever the page says it is (an English page read as Khmer leaks).
    const pageLang = 'km';
    const phrases = brands.filter((b) => b.includes(' ')).sort((a, b) => b.length - a.length);
    const words = new Set(brands.filter((b) => !b.includes(' ')));
    const foreign = /[A-Za-z]|[\u3400-\u9fff\uf900-\ufaff]/;
    /** Whether the element's words are not the page's own: typed by a person, a seller's, or marked another language. */
    const theirs = (element: Element) => {
      // A code element holds a code (the audit log's actions, a JSON record), not words.
      if (element.closest('[data-user-text], input, textarea, script, style, noscript, code, kbd, samp')) return true;
      const marked = element.closest('[lang]');
      return !!marked && marked !== document.documentElement && !marked.getAttribute('lang')!.startsWith(pageLang);
    };
    const allowed = (chunk: string) =>
      !foreign.test(chunk) ||
      /\d/.test(chunk) ||
      /@|:\/\/|^\/|^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(chunk) ||
      /^[A-Z][A-Z_]*$/.test(chunk) ||
      // A range of characters a field takes: a-z.
      /^[a-z]-[a-z]$/i.test(chunk) ||
      words.has(chunk.toLowerCase());
    const leaksOf = (written: string) => {
      // A web address is an address, whatever its words.
      const text = written.replace(/\S*:\/\/\S*/g, (url) => ' '.repeat(url.length));
      let rest = ` ${text.toLowerCase()} `;
      for (const phrase of phrases) rest = rest.split(phrase).join(' '.repeat(phrase.length));
      // Chunks keep their case for the capital-abbreviation rule: read them from the original text.
      const original = ` ${text} `;
      const kept = [...rest].map((c, i) => (c === ' ' ? ' ' : original[i]!)).join('');
      return kept
        .split(/[\s,;:()[\]{}«»"“”'‘’·|!?។៖…—–\u200b]+/)
        .map((chunk) => chunk.replace(/^[.\-*#&+]+|[.\-*#&+]+$/g, ''))
        .filter((chunk) => chunk && !allowed(chunk));
    };
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || !foreign.test(text) || theirs(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const bad = leaksOf(text);
      if (bad.length) out.push(`${bad.join(' ')} ‹${text.slice(0, 80)}›`);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (theirs(element) && !element.matches('input, textarea')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        const bad = value ? leaksOf(value) : [];
        if (bad.length) out.push(`${bad.join(' ')} ‹@${name}: ${value!.slice(0, 80)}›`);
      }
    }
    return [...new Set(out)];
  }, BRANDS);
}

/** Opens each path once and answers its leaks, each prefixed by the path. */
export async function walk(page: Page, paths: readonly string[]): Promise<string[]> {
  const leaks: string[] = [];
  for (const path of paths) {
    const res = await page.goto(path, { timeout: 30_000 });
    if (!res || res.status() >= 400) {
      leaks.push(`${path}: answered ${res?.status()}`);
      continue;
    }
    for (const leak of await scriptLeaks(page)) leaks.push(`${path}: ${leak}`);
  }
  return leaks;
}
