import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_DIR } from './server';
import { kb, type Section } from './types';

export interface RouteBundle {
  route: string;
  path: string;
  status: number;
  js: { files: number; raw: number; gzip: number; brotli: number };
  css: { files: number; raw: number; gzip: number; brotli: number };
  /** gzip -9 of every inline `<script>` together, and of React Router's loader data alone (issue 16: <= 6 KB). */
  inline: { gzip: number; dataGzip: number };
  /** Heavy libraries found in the route's initial assets (leaflet, QR decoding, assistant). */
  heavy: string[];
}

export const BUNDLE_ROUTES: { route: string; path: string; auth?: boolean }[] = [
  { route: 'home', path: '/' },
  { route: 'search', path: '/search/filter/taobao?text=shoe&page=1&start_price=default&sort=default' },
  { route: 'product', path: '/product/taobao/tst' },
  { route: 'cart', path: '/my-cart', auth: true },
  { route: 'login', path: '/login' },
  // Issue 16's inline-data budget counts the blog too (decisions 0025, 0027).
  { route: 'blog', path: '/blog' },
];

/** Signatures in the asset text (file names start each text, so a chunk named `assistant-*.js` counts). */
const HEAVY: [string, RegExp][] = [
  ['leaflet', /leaflet-container/],
  ['qr-decoding', /jsQR|zxing|qr-scanner|html5-qrcode/i],
  ['assistant', /^\/assets\/[^\n]*assistant[^\n]*$/im],
];

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
    out[m[1]!.toLowerCase()] = m[3] ?? m[4] ?? '';
  return out;
}

/** The JS and CSS a page asks for before it is interactive: scripts, modulepreloads, stylesheets, inline imports. */
export function assetsOfHtml(html: string): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (!a.href?.startsWith('/')) continue;
    if (a.rel === 'modulepreload') js.add(a.href);
    else if (a.rel === 'stylesheet') css.add(a.href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attrs(`<x ${m[1]}>`).src;
    if (src?.startsWith('/')) js.add(src);
    // Decision 0016 moves the bootstrap into a classic inline script: its code is a JSON string
    // (quotes escaped) and its module preloads a JSON array started after the first paint.
    for (const imp of m[2]!.matchAll(/(?:import\s*\(\s*|from\s*|import\s+)\\?["'](\/[^"'\\]+\.js)\\?["']/g))
      js.add(imp[1]!);
    const deferred =
      /(\[[^\]]*\])\.forEach\(function\(h\)\{var l=document\.createElement\('link'\);l\.rel='modulepreload'/.exec(
        m[2]!,
      );
    if (deferred) for (const href of JSON.parse(deferred[1]!) as string[]) if (href.startsWith('/')) js.add(href);
  }
  return { js, css };
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number; text: string }>();
async function sizes(href: string) {
  const cached = sizeCache.get(href);
  if (cached) return cached;
  // React Router marks its CSS links with a trailing '#' (the manifest's own form).
  const file = path.join(CLIENT_DIR, decodeURIComponent(href.split(/[?#]/)[0]!));
  const bytes = await readFile(file);
  const result = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    text: bytes.toString('utf8'),
  };
  sizeCache.set(href, result);
  return result;
}

async function total(hrefs: Set<string>) {
  const sum = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  const texts: string[] = [];
  for (const href of hrefs) {
    const s = await sizes(href);
    sum.files++;
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
    texts.push(`${href}\n${s.text}`);
  }
  return { sum, texts };
}

export async function measureBundles(
  base: string,
  cookie: string | null,
): Promise<
  Section<{ routes: RouteBundle[]; budgets: Record<string, { limitKb: number; actualKb: number; met: boolean }> }>
> {
  const routes: RouteBundle[] = [];
  for (const r of BUNDLE_ROUTES) {
    const res = await fetch(base + r.path, { redirect: 'manual', headers: r.auth && cookie ? { Cookie: cookie } : {} });
    const html = await res.text();
    const { js, css } = assetsOfHtml(html);
    const [jsTotal, cssTotal] = [await total(js), await total(css)];
    // Paths of lazily imported chunks ("assets/jsQR-x.js" in a dynamic import map) are not the
    // library itself: drop quoted asset paths before looking for a library's code.
    const all = [...jsTotal.texts, ...cssTotal.texts].join('\n').replace(/(["'`])[^"'`\n]*assets\/[^"'`\n]*\1/g, '""');
    const heavy = HEAVY.filter(([, re]) => re.test(all)).map(([name]) => name);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter((m) => !/\bsrc=/i.test(m[1]!))
      .map((m) => m[2]!);
    const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
    const data = inline.filter((text) => text.includes('streamController.enqueue(')).join('');
    routes.push({
      route: r.route,
      path: r.path,
      status: res.status,
      js: jsTotal.sum,
      css: cssTotal.sum,
      inline: { gzip: gz(inline.join('')), dataGzip: gz(data) },
      heavy,
    });
  }
  const home = routes.find((r) => r.route === 'home');
  if (!home) return { skipped: 'home page not measured' };
  const maxCss = Math.max(...routes.map((r) => r.css.gzip));
  const maxData = Math.max(...routes.filter((r) => r.status === 200).map((r) => r.inline.dataGzip));
  return {
    routes,
    budgets: {
      // Issue 28: the framework's 106 KB plus at most 14 KB of ours (issue 16 had 100).
      'home JS gzip': { limitKb: 120, actualKb: kb(home.js.gzip), met: home.js.gzip <= 120 * 1024 },
      'home JS files before interactive (count, not KB)': {
        limitKb: 8,
        actualKb: home.js.files,
        met: home.js.files <= 8,
      },
      'inline loader data gzip (largest route)': { limitKb: 6, actualKb: kb(maxData), met: maxData <= 6 * 1024 },
      'CSS gzip (largest route)': { limitKb: 30, actualKb: kb(maxCss), met: maxCss <= 30 * 1024 },
    },
  };
}
