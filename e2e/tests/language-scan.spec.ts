import type { Page } from '@playwright/test';
import { ERROR_TEXT } from '@fardin/core/error-codes';
import { MAP_TEXT, SERVICE_TEXT, SPEC_TEXT } from '@fardin/core/messages';
import { ACCOUNT_TEXT, PHONE_INVALID_TEXT } from '@fardin/core/account-text';
import { CART_CHANGED_TEXT } from '@fardin/core/checkout-text';
import { DICTIONARIES } from '../../apps/web/app/i18n/dictionaries';
import { DEMO_ADMIN, test, expect, loginAs, newShopper, plainProduct } from '../fixtures';
import { backOfficePaths, backOfficeWork, guestPaths, shopperPaths, staffToken } from './language-scan-paths';
import { scriptLeaks, walk } from './script-scan';

/**
 * Issue 15 item 2: no English on Khmer or Chinese pages except brand names. Every shopper page is
 * read in kh and zh (visible text plus placeholder, aria-label, title and alt of visible elements)
 * and any line that is one of our English texts (a web dictionary's `en`, an error code's `en`,
 * a spec or account answer) and not also that locale's own text fails the test. A few refusals
 * are triggered on Khmer pages and must read in Khmer too.
 */
test.setTimeout(240_000);
const NAV = { timeout: 30_000 };
type ScanLocale = 'kh' | 'zh';
const PREFIX: Record<ScanLocale, string> = { kh: '', zh: '/zh' };

/** Brand and code names that stay as they are in every language. */
const BRANDS = new Set([
  'fardin',
  'anakut',
  'anakut cash',
  'khqr',
  'aba',
  'acleda',
  'wing',
  'bakong',
  'taobao',
  '1688',
  'ebay',
  'amazon',
  'tmall',
  'jd',
  'telegram',
  'facebook',
  'google play',
  'app store',
  'usd',
  'khr',
  'ok',
]);

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const hasLatinWord = (text: string) => /[a-z]{2,}/i.test(text);

function flatStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatStrings);
  return [];
}

/** An English template as a whole-line pattern: `{name}` placeholders match any text. */
function pattern(template: string): RegExp {
  const parts = normal(template)
    .split(/\{[a-z_]+\}/i)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 'i');
}

const ENGLISH: string[] = [
  ...Object.values(DICTIONARIES.en),
  ...Object.values(ERROR_TEXT).map((text) => text.en),
  ...flatStrings(SPEC_TEXT),
  ...flatStrings(MAP_TEXT),
  ...flatStrings(SERVICE_TEXT),
  ...flatStrings(ACCOUNT_TEXT),
  PHONE_INVALID_TEXT,
  CART_CHANGED_TEXT,
].filter((text) => hasLatinWord(text.replace(/\{[a-z_]+\}/gi, '')));

function ownTexts(locale: ScanLocale): Set<string> {
  return new Set(
    [...Object.values(DICTIONARIES[locale]), ...Object.values(ERROR_TEXT).map((text) => text[locale])].map(normal),
  );
}

const PATTERNS = [...new Set(ENGLISH.map(normal))].map((text) => ({ text, re: pattern(text) }));

/** The English text this line is, or null. */
export function englishLeak(line: string, own: Set<string>): string | null {
  const text = normal(line);
  if (!hasLatinWord(text) || own.has(text) || BRANDS.has(text)) return null;
  return PATTERNS.find(({ re }) => re.test(text))?.text ?? null;
}

/** Every visible line of the page and the labels of its visible elements. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = document.body.innerText.split('\n');
    for (const element of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title], img[alt]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out.map((line) => line.trim()).filter(Boolean);
  });
}

/** Opens each page of a locale and answers its English leaks; for Khmer, also its script leaks (script-scan.ts). */
async function read(
  page: Page,
  locale: ScanLocale,
  paths: string[],
  { script = false } = {},
): Promise<{ english: string[]; script: string[] }> {
  const own = ownTexts(locale);
  const english: string[] = [];
  const scriptLeaksFound: string[] = [];
  for (const path of paths) {
    const url = `${PREFIX[locale]}${path}`;
    const res = await page.goto(url, NAV);
    expect(res?.status(), url).toBeLessThan(400);
    for (const line of await visibleTexts(page)) {
      if (englishLeak(line, own)) english.push(`${url}: ${line}`);
    }
    if (script) for (const leak of await scriptLeaks(page)) scriptLeaksFound.push(`${url}: ${leak}`);
  }
  return { english: [...new Set(english)], script: scriptLeaksFound };
}

async function scan(page: Page, locale: ScanLocale, paths: string[]): Promise<string[]> {
  return (await read(page, locale, paths)).english;
}

test('the scan knows an English leak when it sees one', () => {
  const kh = ownTexts('kh');
  expect(englishLeak('address is required', kh)).toBe('{field} is required');
  expect(englishLeak('Insufficient Anakut Cash balance: you have $0.00, this order needs $3.00', kh)).not.toBeNull();
  expect(englishLeak(DICTIONARIES.en['accounts.phone'], kh)).not.toBeNull();
  expect(englishLeak(DICTIONARIES.kh['accounts.phone'], kh)).toBeNull();
  expect(englishLeak('KHQR', kh)).toBeNull();
});

test('the scan reads a page: the English login page read as Khmer leaks', async ({ page }) => {
  const leaks = await scan(page, 'kh', ['/en/login']);
  expect(leaks.length).toBeGreaterThan(3);
});

test('guest pages in zh show no English', async ({ page }) => {
  expect(await scan(page, 'zh', await guestPaths(page.request))).toEqual([]);
});

test("a shopper's pages in zh show no English", async ({ page }) => {
  expect(await scan(page, 'zh', await shopperPaths(page))).toEqual([]);
});

/**
 * Issue 29 item 4 and issue 15 item 2 on the same Khmer pages: each page is opened once and read
 * by both scans (decision 0062: the two walks of the same pages were a tenth of the suite's time).
 */
test('guest pages in kh show no English and Khmer script only', async ({ page }) => {
  const leaks = await read(page, 'kh', await guestPaths(page.request), { script: true });
  expect.soft(leaks.english, 'English texts').toEqual([]);
  expect(leaks.script, 'Latin or Han script').toEqual([]);
});

test("a shopper's pages in kh show no English and Khmer script only", async ({ page }) => {
  const leaks = await read(page, 'kh', await shopperPaths(page), { script: true });
  expect.soft(leaks.english, 'English texts').toEqual([]);
  expect(leaks.script, 'Latin or Han script').toEqual([]);
});

/**
 * Issue 29 item 4: Khmer pages in Khmer script. Every shopper page (guest and signed in, read with
 * the English scan above) and every back-office page is read once and fails on Latin or Han script
 * outside brand names, codes and the words the page marks as someone else's (script-scan.ts).
 */
test('the script scan knows a leak when it sees one, and what a page marks as not its own', async ({ page }) => {
  await page.setContent(`<html lang="km"><body>
    <p>ការបញ្ជាទិញ FD00001 · $12.50 · USD · KHQR · Taobao · Anakut Cash · support@fardin.com.kh</p>
    <p>តំណ https://www.aliexpress.com/item/1.html · <code>order_line.problem</code></p>
    <p data-user-text>Hello from the shopper 你好</p>
    <p lang="zh">卖家的描述</p>
    <p>ស្ថានភាព pending</p>
    <p>ទំនិញ 高品质碎花长裙</p>
    <input aria-label="Search" value="typed words">
  </body></html>`);
  expect(await scriptLeaks(page)).toEqual([
    'pending ‹ស្ថានភាព pending›',
    '高品质碎花长裙 ‹ទំនិញ 高品质碎花长裙›',
    'Search ‹@aria-label: Search›',
  ]);
  // A real page: the English login page read as Khmer leaks.
  expect((await walk(page, ['/en/login'])).length).toBeGreaterThan(10);
});

/**
 * Names on the pages other helpers are changing now (dispatch, rider day, parcels: branches wt-i and
 * wt-j): those pages must mark them as someone's words (`Theirs`). Until they do, these leaks, and
 * only on those pages, are let through; every other leak there fails as anywhere else.
 */
test('the back office in Khmer shows Khmer script only, with work on every list', async ({ page }) => {
  test.setTimeout(480_000);
  const staff = await staffToken(page.request);
  const { orderId } = await backOfficeWork(page, staff);
  // The shopper's order with its problem, then the demo admin (one login, the web's cookie).
  const shopperLeaks = await walk(page, [`/account/my-order/${orderId}`]);
  await page.context().clearCookies();
  await loginAs(page, DEMO_ADMIN);
  const leaks = await walk(page, await backOfficePaths(page.request, staff, orderId));
  expect([...shopperLeaks, ...leaks]).toEqual([]);
});

test('a home category tile searches in Khmer words: its results page reads Khmer', async ({ page }) => {
  await page.goto('/', NAV);
  const tile = page.getByTestId('category-menu').getByRole('link').first();
  const href = await tile.getAttribute('href');
  expect(href).toMatch(/^\/search\/filter\//);
  // Issue 29 item 4: the tile's text is the category's Khmer title, and it still lists products.
  expect(decodeURIComponent(href!)).toMatch(/[\u1780-\u17ff]/);
  expect(await scan(page, 'kh', [href!])).toEqual([]);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('refusals on Khmer pages are in Khmer: wrong password, an empty address, Anakut Cash short', async ({ page }) => {
  const own = ownTexts('kh');
  const expectKhmer = async (text: string) => {
    expect(text.trim()).not.toBe('');
    expect(englishLeak(text, own), text).toBeNull();
    expect(text).toMatch(/[\u1780-\u17FF]/);
  };

  // A wrong password on the login page, for a shopper of this test's own (not the demo shopper:
  // its failed logins would count against the demo login journeys' limit), signed out first.
  const shopper = await newShopper(page, 'សុខា', { address: false });
  await page.context().clearCookies();
  await page.goto('/login');
  const login = page.getByTestId('login-form');
  await login.locator('input[name="phone"]').fill(shopper.phone);
  await login.locator('input[name="password"]').fill('not-the-password-1');
  await login.locator('button[type="submit"]').click();
  const loginError = page.getByTestId('form-error');
  await expect(loginError).toBeVisible(NAV);
  await expectKhmer(await loginError.innerText());

  // An address without its required fields: the page's own texts, never the browser's bubble.
  await loginAs(page, shopper);
  await page.goto('/account/my-address');
  const form = page.getByTestId('address-form');
  await form.locator('button[type="submit"]').click();
  const fieldError = form.locator('.text-error, [role="alert"]').first();
  await expect(fieldError).toBeVisible(NAV);
  for (const text of await form.locator('.text-error, [role="alert"]').allInnerTexts()) await expectKhmer(text);
  for (const line of await visibleTexts(page)) expect(englishLeak(line, own), line).toBeNull();

  // Anakut Cash short at checkout.
  await page.goto(`/buynow?type=fardin&product_id=${await plainProduct(page.request)}&quantity=1`);
  await page.getByTestId('pay-anakut').click();
  const short = page.getByTestId('wallet-shortfall');
  await expect(short).toBeVisible(NAV);
  await expectKhmer(await short.innerText());
  for (const line of await visibleTexts(page)) expect(englishLeak(line, own), line).toBeNull();
});

test('banner and blog cover art carries no words: the title comes from the page, in its language', async ({ page }) => {
  const sources = new Set<string>();
  for (const path of ['/', '/blog']) {
    await page.goto(path, NAV);
    for (const shown of await page
      .locator('main img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''))) {
      // Product pictures go through the image proxy: read the picture it was made from.
      const src =
        shown.startsWith('/api/') && shown.includes('url=')
          ? (new URL(shown, 'http://x').searchParams.get('url') ?? shown)
          : shown;
      if (/^\/(banners|blog)\/.+\.svg$/.test(src) || /\/api\/demo-image\/[^/]+\.svg$/.test(src))
        sources.add(src.replace(/^https?:\/\/[^/]+/, ''));
    }
  }
  expect(
    [...sources].filter((src) => src.startsWith('/api/demo-image/')).length,
    'demo product pictures on the home page',
  ).toBeGreaterThan(0);
  expect(sources.size).toBeGreaterThan(2);
  for (const src of sources) {
    const svg = await (await page.request.get(src)).text();
    const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].flatMap(
      (match) => match[1]!.match(/[a-z]{3,}/gi) ?? [],
    );
    // Brand names and the demo pictures' DEMO badge may stay; two-letter codes (CN, KH) are symbols.
    expect(
      words.filter((word) => !BRANDS.has(word.toLowerCase()) && word !== 'DEMO'),
      src,
    ).toEqual([]);
  }
});
