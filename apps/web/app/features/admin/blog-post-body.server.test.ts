import { describe, expect, it } from 'vitest';
import { postBody, sentValues } from './blog-post-body.server';

/**
 * The back office's post form -> the API's post body, and back into the form when the API refuses.
 * A language posted with an empty title must not become an empty translation; a refused post must
 * come back with every text the editor typed.
 */
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('postBody', () => {
  it('trims the fields, reads the category as a number and the checkbox as on/off, and leaves out languages without a title', () => {
    const body = postBody(
      formOf({
        slug: ' tea-guide ',
        category_id: '4',
        image: '/uploads/a.webp',
        author: ' Dara ',
        published: 'on',
        title_kh: ' តែ ',
        excerpt_kh: 'ខ្លី',
        body_kh: '<p>តែ</p>',
        title_en: '',
        excerpt_en: 'lost',
        body_en: 'lost',
        title_zh: '茶',
        body_zh: '<p>茶</p>',
      }),
    );
    expect(body).toEqual({
      slug: 'tea-guide',
      category_id: 4,
      image: '/uploads/a.webp',
      author: 'Dara',
      published: true,
      texts: [
        { locale: 'kh', title: 'តែ', excerpt: 'ខ្លី', body: '<p>តែ</p>' },
        { locale: 'zh', title: '茶', excerpt: '', body: '<p>茶</p>' },
      ],
    });
  });

  it('an unticked box is a draft; a missing category reads 0 and a word NaN, neither a category id', () => {
    const body = postBody(formOf({ slug: 'x', title_en: 'X' }));
    expect(body.published).toBe(false);
    expect(body.category_id).toBe(0);
    expect(Number.isNaN(postBody(formOf({ category_id: 'tea' })).category_id)).toBe(true);
  });
});

describe('sentValues', () => {
  it('gives back every language, empty where nothing was posted, and no category for a non-number', () => {
    const values = sentValues(postBody(formOf({ slug: 's', category_id: 'tea', title_en: 'Tea', body_en: 'Hot' })));
    expect(values.category_id).toBeNull();
    expect(values.texts).toEqual({
      kh: { title: '', excerpt: '', body: '' },
      en: { title: 'Tea', excerpt: '', body: 'Hot' },
      zh: { title: '', excerpt: '', body: '' },
    });
    expect(sentValues(postBody(formOf({ category_id: '7' }))).category_id).toBe(7);
  });
});
