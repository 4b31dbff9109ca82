import { describe, expect, it } from 'vitest';
import { categorySearchPath, searchPath } from './search-url';

describe('searchPath', () => {
  it('builds the spec query form', () => {
    expect(searchPath({ store: 'amazon', text: 'red shoes', country: 'US' })).toBe(
      '/search/filter/amazon?text=red+shoes&page=1&start_price=default&sort=default&country=US',
    );
    expect(searchPath({ store: 'taobao', imgUrl: 'https://x.test/a.jpg', page: 3 })).toBe(
      '/search/filter/taobao?imgUrl=https%3A%2F%2Fx.test%2Fa.jpg&page=3&start_price=default&sort=default',
    );
  });
  it('replaces slashes of a category with spaces and searches taobao', () => {
    expect(categorySearchPath('Toys/Kids/Baby')).toBe(
      '/search/filter/taobao?text=Toys+Kids+Baby&page=1&start_price=default&sort=default',
    );
  });
});
