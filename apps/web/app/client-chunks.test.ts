import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28, structure of the browser build (`npm run build` first; skipped without a build):
 * no client chunk holds zod (contract schemas need it, so none of them either), and each page's
 * JavaScript until hydration (entry, root, locale layout and the page's route module with their
 * static imports, as the route manifest lists them for the browser) holds no other page's module.
 * Bytes are structure too (decision 0060): home, search, product and cart load at most 120 KB gzip
 * -9 until hydration, at most 14 KB of it ours (all but the framework chunk).
 * Since lazy route discovery no route table file comes on top (first-paint.test.ts checks the HTML).
 */
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = path.join(WEB_DIR, process.env.WEB_BUILD_DIR ?? 'build', 'client');
const ASSETS = path.join(CLIENT, 'assets');
const built = existsSync(ASSETS);

/** zod 4's code in any minified form: its internal `_zod` property and its `$Zod...` class names. */
export const ZOD_MARKERS = [/[.\s{,]_zod\b/, /["'`]\$Zod[A-Z]\w+["'`]/];

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface ClientManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; parentId?: string }>;
}

function readManifest(): ClientManifest {
  const file = readdirSync(ASSETS).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('no route manifest in the build');
  const text = readFileSync(path.join(ASSETS, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as ClientManifest;
}

const PAGES = { home: 'routes/home', search: 'routes/search', product: 'routes/product', cart: 'routes/my-cart' };
/** Issue 28's budget, gzip -9 bytes: the whole, and ours (every file but the framework chunk). */
const BUDGET = { total: 120 * 1024, ours: 14 * 1024 };
/**
 * Code of the frame's parts that load only when used or seen (decision 0060): the search box's
 * picture buttons and the footer's headings are in no page's files until hydration.
 */
const LATER_PARTS = [/image-search-button/, /footer\.contact/];
/**
 * Code of a page's own parts that load only when used or shown (decision 0060, addendum 2), and code
 * a page does not render: the product page's buttons (the wishlist's un-save), landed-cost estimate,
 * JSON-LD and the missing-product view are not in its files until hydration; the product card is
 * on no page that shows no list.
 */
const LATER_OWN: Record<string, RegExp[]> = {
  product: [/fav-remove/, /landed-total/, /application\/ld\+json/, /missing-request/, /product-card/],
  cart: [/product-card/],
};

/** The files a page's first load imports before hydration: the entry and every matched route with their imports. */
export function pageFiles(manifest: ClientManifest, routeId: string): Set<string> {
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return files;
}

const read = (href: string) => readFileSync(path.join(CLIENT, href));

describe.skipIf(!built)('browser build (issue 28)', () => {
  it('has no zod in any client chunk', () => {
    const withZod = readdirSync(ASSETS)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => {
        const text = readFileSync(path.join(ASSETS, f), 'utf8');
        return ZOD_MARKERS.some((re) => re.test(text));
      });
    expect(withZod).toEqual([]);
  });

  it('loads on each page only that page’s route module, within the budget (gzip -9), the frame’s later parts apart', () => {
    const manifest = readManifest();
    const routeModules = new Map(Object.values(manifest.routes).map((r) => [r.module, r.id]));
    const report: string[] = [];
    for (const [page, routeId] of Object.entries(PAGES)) {
      const files = pageFiles(manifest, routeId);
      const own = new Set([routeId, 'root', 'routes/locale-layout']);
      const foreign = [...files].filter((f) => routeModules.has(f) && !own.has(routeModules.get(f)!));
      expect(foreign, `${page} loads other pages' modules`).toEqual([]);
      const sizes = [...files].map((f) => ({ f, gzip: gzipSync(read(f), { level: 9 }).length }));
      const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
      const ours = sizes.filter((s) => !/\/framework-[\w-]+\.js$/.test(s.f)).reduce((sum, s) => sum + s.gzip, 0);
      report.push(
        `${page}: ${files.size} files, ${(gzip / 1024).toFixed(1)} KB gzip, ours ${(ours / 1024).toFixed(1)} KB`,
      );
      expect(gzip, `${page}: total gzip`).toBeLessThanOrEqual(BUDGET.total);
      expect(ours, `${page}: ours gzip`).toBeLessThanOrEqual(BUDGET.ours);
      // The framework chunk is React's and React Router's (it holds the words `application/ld+json`).
      const text = [...files]
        .filter((f) => !/\/framework-[\w-]+\.js$/.test(f))
        .map((f) => read(f).toString('utf8'))
        .join('\n');
      for (const marker of [...LATER_PARTS, ...(LATER_OWN[page] ?? [])])
        expect(text, `${page}: ${marker}`).not.toMatch(marker);
    }
    console.log(`JS until hydration (route manifest):\n${report.join('\n')}`);
  });
});
