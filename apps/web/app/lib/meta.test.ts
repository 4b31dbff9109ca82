import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta';
import type { Messages } from '../i18n/dictionaries';

/**
 * Every page's title and description in its language; account and checkout pages must carry
 * noindex (a private page in a search engine is a leak), and the rest must not (lost from search).
 */
const args = (messages: Partial<Messages>, name = 'Fardin Shop') => ({
  matches: [{ id: 'root', data: { messages, site: { name } } }, { id: 'routes/x' }],
});
const find = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => key in t || Object.values(t).includes(key));

describe('pageMeta', () => {
  it('the page title in the page language before the site name; the site description; og tags', () => {
    const tags = pageMeta(
      args({ 'page.checkout': 'ទូទាត់', 'site.description': 'ទិញពីចិន' } as Partial<Messages>),
      'page.checkout',
    );
    expect(tags).toContainEqual({ title: 'ទូទាត់ | Fardin Shop' });
    expect(tags).toContainEqual({ name: 'description', content: 'ទិញពីចិន' });
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Fardin Shop' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'ទូទាត់' });
  });

  it('noindex only when asked', () => {
    expect(pageMeta(args({}), 'page.checkout', { noindex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex, nofollow',
    });
    expect(find(pageMeta(args({}), 'page.checkout'), 'robots')).toBeUndefined();
  });

  it('a text title and a description of its own (a product, a post) win over the dictionary', () => {
    const tags = pageMeta(
      args({ 'site.description': 'site' } as Partial<Messages>),
      { text: 'Silk scarf' },
      { description: 'Hand woven' },
    );
    expect(tags).toContainEqual({ title: 'Silk scarf | Fardin Shop' });
    expect(tags).toContainEqual({ name: 'description', content: 'Hand woven' });
  });

  it('without root data (an error page) the site name stands alone', () => {
    const tags = pageMeta({ matches: [] }, 'page.checkout');
    expect(tags).toContainEqual({ title: 'Fardin' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Fardin' });
  });
});
