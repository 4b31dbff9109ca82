import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { STOREFRONT_DICTIONARIES } from './dictionaries';
import { FRAME_AREAS, ROUTE_TEXT_AREAS, TEXT_AREAS, pagePattern, sameTexts, type TextArea } from './route-texts';
import { keysUsedBy } from './text-usage.test-helper';
import { textsFor } from './texts.server';

const APP = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const isArea = (name: string): name is TextArea => (TEXT_AREAS as readonly string[]).includes(name);

/** Areas whose keys a module graph may render (literal keys and `area.${...}` templates). */
function areasUsedBy(file: string): Set<TextArea> {
  const { keys, prefixes } = keysUsedBy(path.join(APP, file));
  const names = [...keys].map((k) => k.split('.')[0]!).concat([...prefixes].map((p) => p.slice(0, -1)));
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
    expect([...areasUsedBy(file)].filter((a) => !shipped.has(a)), `${file}: add the area to ROUTE_TEXT_AREAS['${pattern}']`).toEqual([]);
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
    expect(home.some((k) => k.startsWith('accounts.') || k.startsWith('delivery.') || k.startsWith('commerce.'))).toBe(false);
    expect(home).toContain('nav.home');
  });

  it('reads React Router patterns with or without a leading slash', () => {
    expect(pagePattern(':lang?')).toBe('/');
    expect(pagePattern('/:lang?/product/:marketplace/:id?')).toBe('/product/:marketplace/:id?');
    expect(pagePattern(':lang?/login')).toBe('/login');
  });

  it('the root reloads its texts only when the next page needs other areas', () => {
    expect(sameTexts('/search/filter/taobao', '/en/shop')).toBe(true);
    expect(sameTexts('/', '/login')).toBe(false);
    expect(sameTexts('/', '/admin/orders')).toBe(false);
  });
});
