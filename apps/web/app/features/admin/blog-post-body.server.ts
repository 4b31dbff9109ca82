import { formText } from '../../lib/form-data';
import { BLOG_LOCALES, type PostValues } from './blog-post-form';

/** The post form as the API's post body: languages with an empty title are left out. */
export function postBody(form: FormData) {
  const texts = BLOG_LOCALES.map(([locale]) => ({
    locale,
    title: formText(form, `title_${locale}`),
    excerpt: formText(form, `excerpt_${locale}`),
    body: formText(form, `body_${locale}`),
  })).filter((text) => text.title !== '');
  return {
    slug: formText(form, 'slug'),
    category_id: Number(formText(form, 'category_id')),
    image: formText(form, 'image'),
    author: formText(form, 'author'),
    published: form.get('published') === 'on',
    texts,
  };
}

/** The sent values, to show the form again as it was when the API refused it. */
export function sentValues(body: ReturnType<typeof postBody>): PostValues {
  const empty = { title: '', excerpt: '', body: '' };
  const texts = { kh: { ...empty }, en: { ...empty }, zh: { ...empty } };
  for (const text of body.texts) texts[text.locale] = { title: text.title, excerpt: text.excerpt, body: text.body };
  return { ...body, category_id: Number.isFinite(body.category_id) ? body.category_id : null, texts };
}
