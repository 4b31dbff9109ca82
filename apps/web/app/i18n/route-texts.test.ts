import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { STOREFRONT_DICTIONARIES } from './dictionaries';
import { FRAME_AREAS, ROUTE_TEXT_AREAS, TEXT_AREAS, pagePattern, sameTexts, type TextArea } from './route-texts';
import { readFileSync } from 'node:fs';
import { computePageTexts, keysUsedBy, pageTextsModule } from './text-usage.test-helper';
import { pickText } from '@fardin/core/i18n-text';
import { shippedCategories, shippedText, textsFor } from './texts.server';

const APP = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const isArea = (name: string): name is TextArea => (TEXT_AREAS as readonly string[]).includes(name);

/** Areas whose keys a module graph may render (literal keys and `area.${...}` templates). */
function areasUsedBy(file: string): Set<TextArea> {
  const { keys, prefixes } = keysUsedBy(path.join(APP, file));
  const names = [...keys].map((k) => k.split('.')[0]!).concat([...prefixes].map((p) => p.split('.')[0]!));
  return new Set(names.filter(isArea));
}

const localeLayout = routes.find((r) => r.path === ':lang?');
const pages = (localeLayout?.children ?? []).map((r) => ({ pattern: r.index ? '/' : `/${r.path}`, file: r.file }));

describe('texts shipped per page (decision 0016)', () => {
  it('lists every page of routes.ts', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(ROUTE_TEXT_AREAS, page.pattern).toHaveProperty([page.pattern]);
  });

  it.each(pages)('$pattern ships the areas its components render', ({ pattern, file }) => {
    const shipped = new Set([...FRAME_AREAS, ...(ROUTE_TEXT_AREAS[pattern] ?? TEXT_AREAS)]);
    expect(
      [...areasUsedBy(file)].filter((a) => !shipped.has(a)),
      `${file}: add the area to ROUTE_TEXT_AREAS['${pattern}']`,
    ).toEqual([]);
  });

  it('the frame renders only the areas of FRAME_AREAS', () => {
    expect([...areasUsedBy('root.tsx')].filter((a) => !FRAME_AREAS.includes(a))).toEqual([]);
  });

  it('no storefront page ships a whole dictionary', () => {
    const whole = Object.keys(STOREFRONT_DICTIONARIES.kh).length;
    for (const page of pages) {
      const texts = textsFor('kh', `:lang?${page.pattern === '/' ? '' : page.pattern}`);
      expect(Object.keys(texts).length, page.pattern).toBeLessThan(whole);
    }
    const home = Object.keys(textsFor('kh', ':lang?'));
    expect(home.some((k) => k.startsWith('accounts.') || k.startsWith('delivery.') || k.startsWith('commerce.'))).toBe(
      false,
    );
    expect(home).toContain('nav.home');
  });

  it('reads React Router patterns with or without a leading slash', () => {
    expect(pagePattern(':lang?')).toBe('/');
    expect(pagePattern('/:lang?/product/:marketplace/:id?')).toBe('/product/:marketplace/:id?');
    expect(pagePattern(':lang?/login')).toBe('/login');
  });

  it('the root reloads its texts only when the next page is another page', () => {
    expect(sameTexts('/search/filter/taobao', '/en/search/filter/1688/shoe')).toBe(true);
    expect(sameTexts('/search/filter/taobao', '/en/shop')).toBe(false);
    expect(sameTexts('/', '/login')).toBe(false);
    expect(sameTexts('/', '/admin/orders')).toBe(false);
  });
});

describe('exact texts per page (decision 0025)', () => {
  const generated = computePageTexts(APP, pages, Object.keys(STOREFRONT_DICTIONARIES.kh));

  it('page-texts.generated.ts is current (else: npx tsx apps/web/scripts/generate-page-texts.ts)', () => {
    expect(readFileSync(path.join(APP, 'i18n', 'page-texts.generated.ts'), 'utf8')).toBe(pageTextsModule(generated));
  });

  it.each(pages)('$pattern ships every text its modules and the frame render, and no other', ({ pattern }) => {
    const shipped = Object.keys(textsFor('en', `:lang?${pattern === '/' ? '' : pattern}`)).sort();
    expect(shipped).toEqual([...new Set([...generated.frame, ...generated.pages[pattern]!])].sort());
  });

  it("home ships neither the search page's nor the product page's own texts", () => {
    const home = new Set(Object.keys(textsFor('kh', ':lang?')));
    expect(home.has('catalogue.sold')).toBe(true);
    expect(home.has('catalogue.sort.price_asc') || home.has('catalogue.addToCart')).toBe(false);
    expect(Object.keys(textsFor('kh', ':lang?/product/:marketplace/:id?'))).toContain('catalogue.addToCart');
  });
});

describe('category tree in the page data (decision 0027)', () => {
  it('the root ships top-level categories without their sub-lists (the menus read those when they open)', () => {
    const title = { en: 'Shoes & bags', kh: 'ស្បែកជើង និងកាបូប', zh: '鞋包' };
    const tree = [
      {
        id: 2,
        title,
        search: 'shoes & bags',
        icon: '/categories/shoes-bags.svg',
        arrow: 'right' as const,
        sub: [{ title: { en: 'Sneakers', kh: 'ស្បែកជើងប៉ាតា', zh: '运动鞋' }, icon: '', list: ['sneakers'] }],
      },
    ];
    const shipped = shippedCategories(tree, 'kh');
    expect(shipped).toEqual([
      { id: 2, title: { kh: title.kh, en: '', zh: '' }, search: 'shoes & bags', icon: '/categories/shoes-bags.svg' },
    ]);
    expect(JSON.stringify(shipped)).not.toContain('Sneakers');
  });

  it('a stored text ships only the language the page shows (its own or the fallback)', () => {
    const texts = [
      { kh: 'ក', en: 'A', zh: '甲' },
      { kh: '', en: 'B', zh: '乙' },
      { kh: '', en: '', zh: '丙' },
      { kh: 'គ', en: '', zh: '' },
      { kh: '', en: '', zh: '' },
    ];
    for (const text of texts) {
      for (const locale of ['kh', 'en', 'zh'] as const) {
        const shipped = shippedText(text, locale);
        expect(pickText(shipped, locale)).toBe(pickText(text, locale));
        expect(Object.values(shipped).filter(Boolean).length).toBeLessThanOrEqual(1);
      }
    }
  });
});
