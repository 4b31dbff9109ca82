import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const DEMO_SHOPPER = { phone: '010000001', password: 'demo-shopper' };
export const DEMO_ADMIN = { phone: '010000002', password: 'demo-admin' };

/**
 * Waits until React has hydrated the element with this test id. Pages paint before their script
 * runs (decision 0016): a control with no behaviour without JavaScript (the help widget) does
 * nothing when tapped before that, so a journey that means "once the page is live" says so.
 */
export async function hydrated(page: Page, testId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    testId,
    { timeout: 30_000 },
  );
}

/**
 * The header's search box once its own code runs. Until tapped it is the server's plain GET form
 * (decision 0060): a journey about what the script does with the text (empty text, a pasted link)
 * taps it and waits for its code, as a shopper's tap loads it, then types.
 */
export async function liveSearchBox(page: Page): Promise<Locator> {
  await hydrated(page, 'site-header');
  const box = page.getByRole('searchbox').first();
  await box.focus();
  await hydrated(page, 'search-store');
  return box;
}

/**
 * A review screenshot of the page as it stands, into the test's output folder, for a person to look
 * at (full page unless told). It checks nothing, and each costs about 3 s of a loaded runner's time
 * (decision 0063), so it is taken only when asked: `E2E_SHOTS=1`.
 */
export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS !== '1') return;
  await page.screenshot({ path: base.info().outputPath(name), fullPage: options.fullPage ?? true });
}

/**
 * Staff's session, one per worker: the journeys that open the back office (about forty a run) share
 * one login instead of a password check each (no journey logs staff out; issue 30 item 6).
 */
let staffToken: string | null = null;

/**
 * Logs in through the API (POST /api/login) and stores the token in the web's httpOnly cookie,
 * as the login page would. Use the login page itself only in the tests of the login page.
 */
export async function loginAs(page: Page, who: { phone: string; password: string } = DEMO_SHOPPER): Promise<string> {
  const staff = who.phone === DEMO_ADMIN.phone;
  if (staff && staffToken) {
    await useSession(page, staffToken);
    return staffToken;
  }
  const res = await page.request.post('/api/login?vendor_code=anakut_buy', {
    data: { phone: who.phone, password: who.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  if (staff) staffToken = token;
  await useSession(page, token);
  return token;
}

/** Stores a session token in the web's httpOnly cookie, as the login page would. */
async function useSession(page: Page, token: string): Promise<void> {
  const url = new URL(page.context().pages()[0]?.url() || 'http://127.0.0.1');
  const baseURL = test.info().project.use.baseURL ?? url.origin;
  await page
    .context()
    .addCookies([{ name: 'auth._token.local', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

let shoppers = 0;

/**
 * Makes this test's browser a phone of its own on the network: every request of the context
 * carries a fresh `X-Forwarded-For` (the E2E server trusts one proxy hop, TRUST_PROXY=1), so the
 * per-address limits on registering and texting codes (decision 0013) count each new shopper
 * apart, as they would count real phones, instead of the whole suite's 127.0.0.1.
 */
export async function ownPhoneAddress(page: Page): Promise<string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

/** A shopper made for one test: their phone (local form), password and session token. */
export interface Shopper {
  phone: string;
  password: string;
  token: string;
}

/**
 * A new shopper for this test: registered through the API, verified with the code from the dev
 * SMS outbox, and signed in by the web's cookie with the session the registration answered. Unless `address: false`, the shopper has a saved
 * home address with a map point (home delivery needs one).
 */
export async function newShopper(
  page: Page,
  name = 'E2E shopper',
  options: { address?: boolean } = {},
): Promise<Shopper> {
  shoppers += 1;
  await ownPhoneAddress(page);
  // 096 + 7 digits: the time, this worker and a counter keep parallel tests apart.
  const phone = `096${String(Date.now()).slice(-4)}${test.info().workerIndex % 10}${String(shoppers % 100).padStart(2, '0')}`;
  const password = 'mekong-river-9';
  const registered = await page.request.post('/api/register?vendor_code=anakut_buy', {
    data: { name, phone, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // Registering signs the shopper in (an unverified session until the code is entered); the session
  // counts as verified from then on, so no second login (another scrypt check on the server).
  const { token } = (await registered.json()) as { token: string };
  const e164 = `+855${phone.slice(1)}`;
  const outbox = (await (await page.request.get('/api/dev/sms-outbox')).json()) as {
    data: Array<{ to: string; body: string }>;
  };
  const otp = outbox.data.find((m) => m.to === e164)?.body.match(/\b(\d{4})\b/)?.[1];
  expect(otp, `a code texted to ${e164}`).toBeTruthy();
  const verified = await page.request.post('/api/verify?vendor_code=anakut_buy', { data: { phone, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  await useSession(page, token);
  if (options.address !== false) await addHomeAddress(page, token);
  return { phone, password, token };
}

/** `newShopper`, answering the session token only. */
export async function freshShopper(
  page: Page,
  name = 'E2E shopper',
  options: { address?: boolean } = {},
): Promise<string> {
  return (await newShopper(page, name, options)).token;
}

/**
 * Puts Anakut Cash in a shopper's wallet the way the shop does: the shopper asks for a top-up with
 * a receipt of their own, and the demo admin approves it (both through the API).
 */
export async function fundWallet(page: Page, token: string, amount: number): Promise<void> {
  const receipt = await uploadReceipt(page, token);
  const asked = await page.request.post('/api/wallet/topup', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount, image_url: receipt },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { data } = (await asked.json()) as { data: { id: number } };
  const admin = await page.request.post('/api/login?vendor_code=anakut_buy', { data: DEMO_ADMIN });
  expect(admin.status(), await admin.text()).toBe(200);
  const { token: staff } = (await admin.json()) as { token: string };
  const approved = await page.request.post(`/api/admin/payments/topups/${data.id}`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { approve: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** Saves a home address with a map point for the shopper of this token (home delivery needs one). */
async function addHomeAddress(page: Page, token: string): Promise<void> {
  const added = await page.request.post('/api/profile/location/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Home', description: 'Street 271, Phnom Penh', lat: 11.5564, long: 104.9282 },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** A tiny valid PNG for receipts. */
export const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAJ0lEQVQ4jWOQq9CgCmIYNUhuNIzkRtNRxWgWqRgtRjRGS0iNgaxFACARq5Bbbn4ZAAAAAElFTkSuQmCC',
  'base64',
);

/** Uploads a receipt as the shop's clients do (`POST /api/upload`) and answers the `image_url` to send back. */
export async function uploadReceipt(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { image_url: string }).image_url;
}

/**
 * The suite's `test`: a journey that takes `shopper` gets a new, verified, signed-in shopper of its
 * own (with a home address), as Epic Stack's fixtures make a user per test; journeys never share
 * the demo shopper's cart, wallet or orders.
 */
export const test = base.extend<{ shopper: Shopper }>({
  shopper: async ({ page }, use) => {
    await use(await newShopper(page));
  },
});
export { expect };

type ItemDetail = { result: { item: { skus: unknown[]; stock: number | null } } };
/** Plain products found so far by this worker, in catalogue order, and the next id to look at. */
const plainFound: string[] = [];
let plainNext = 1;

/**
 * A product of the shop's own catalogue without variants and with stock (seeded demo data, FD00001
 * to FD00064): the `skip`-th such product, so journeys of one spec that buy can each take another.
 * The ids found are kept for the worker: each product is asked for once, not once per journey.
 */
export async function plainProduct(request: APIRequestContext, skip = 0): Promise<string> {
  while (plainFound.length <= skip && plainNext <= 64) {
    const id = `FD${String(plainNext).padStart(5, '0')}`;
    plainNext += 1;
    const res = await request.get(`/api/fardin?api=item_detail_simple&num_iid=${id}`);
    if (!res.ok()) continue;
    const { result } = (await res.json()) as ItemDetail;
    if (result.item.skus.length === 0 && (result.item.stock ?? 0) >= 20) plainFound.push(id);
  }
  const id = plainFound[skip];
  if (!id) throw new Error(`no plain demo product #${skip}`);
  return id;
}

/** The fresh shopper buys one plain product now, cash on delivery to its saved home address (as the mobile app sends it), through the API; answers the order id. */
export async function placeCodOrder(page: Page, token: string): Promise<number> {
  const checkout = await page.request.post('/api/checkout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      checkout_type: 'buy_now',
      type: 'fardin',
      product_id: await plainProduct(page.request),
      quantity: 1,
      address: 'Home',
      payment_type: 'cod',
    },
  });
  expect(checkout.status(), await checkout.text()).toBeLessThan(300);
  return ((await checkout.json()) as { data: { id: number } }).data.id;
}

/**
 * The signed-in shopper taps "add to cart" on a product page once its script runs (decision 0027:
 * a tap before hydration does nothing) and the server's cart count shows the item.
 */
export async function addToCartOnProductPage(page: Page, id: string, prefix = ''): Promise<void> {
  const cartCount = async () =>
    ((await (await page.request.get('/api/cart/count')).json()) as { data: { cart: number } }).data.cart;
  // The count before: a cart that already has a line must grow (a second add was once read as done at once).
  const before = await cartCount();
  await page.goto(`${prefix}/product/fardin/${id}`);
  await hydrated(page, 'product-actions');
  await page.getByTestId('product-actions').getByRole('button').first().click();
  await expect.poll(cartCount, { timeout: 30_000 }).toBeGreaterThan(before);
}
