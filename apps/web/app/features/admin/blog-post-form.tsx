import { useRef, useState } from 'react';
import type { AdminBlogPost } from '@fardin/core/contract-content';
import { pickText } from '@fardin/core/i18n-text';
import type { Locale } from '@fardin/core/locale';
import { useT } from '../../i18n/i18n-context';
import type { BlogCategoryRow } from './schemas';
import { inputClass } from './ui';
import { Field } from '../../components/ui/form-field';
import { UPLOAD_IMAGE_TYPES, uploadImage, useUploadErrorTexts } from './upload-images';
import { Fragment } from 'react';
import { LOCALE_HTML_LANG } from '@fardin/core/locale';

export const BLOG_LOCALES = [
  ['kh', 'ខ្មែរ'],
  ['en', 'English'],
  ['zh', '中文'],
] as const;
type BlogLocale = (typeof BLOG_LOCALES)[number][0];

/** What the post form shows: a stored post, the values of a refused submit, or a new post's defaults. */
export interface PostValues {
  slug: string;
  category_id: number | null;
  image: string;
  author: string;
  published: boolean;
  texts: Record<BlogLocale, { title: string; excerpt: string; body: string }>;
}

export function postValues(
  post: Pick<AdminBlogPost, 'slug' | 'category_id' | 'image' | 'author' | 'published' | 'texts'> | null,
): PostValues {
  const empty = { title: '', excerpt: '', body: '' };
  const texts = { kh: { ...empty }, en: { ...empty }, zh: { ...empty } };
  for (const text of post?.texts ?? [])
    texts[text.locale] = { title: text.title, excerpt: text.excerpt, body: text.body };
  return {
    slug: post?.slug ?? '',
    category_id: post?.category_id ?? null,
    image: post?.image ?? '/blog/tips.svg',
    author: post?.author ?? 'Fardin',
    published: post?.published ?? true,
    texts,
  };
}

export function categoryLabel(row: BlogCategoryRow, locale: Locale): string {
  return pickText(row.name, locale) || row.slug;
}

/** Cover image: a URL field (works without JavaScript) with an upload button that fills it in. */
function CoverImage({ defaultValue }: { defaultValue: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(defaultValue);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const texts = useUploadErrorTexts();
  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const url = await uploadImage(file, texts);
      if (input.current) input.current.value = url;
      setPreview(url);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Field look="compact" label={t('admin.blog.image')}>
          <input
            ref={input}
            name="image"
            required
            maxLength={500}
            defaultValue={defaultValue}
            onChange={(e) => setPreview(e.currentTarget.value)}
            className={inputClass}
          />
        </Field>
        <Field look="compact" label={t('admin.blog.upload')}>
          <input
            type="file"
            accept={UPLOAD_IMAGE_TYPES}
            disabled={busy}
            onChange={(e) => void upload(e.currentTarget.files)}
            className="max-w-full text-xs"
            data-testid="blog-image-upload"
          />
        </Field>
        {busy && (
          <p role="status" className="text-xs text-gray-600">
            {t('admin.blog.uploading')}
          </p>
        )}
        {error && (
          <p role="alert" className="text-xs text-red-800">
            {error}
          </p>
        )}
      </div>
      {preview && (
        <img
          src={preview}
          alt={t('admin.blog.cover')}
          className="h-20 w-32 rounded border border-gray-200 object-cover"
        />
      )}
    </div>
  );
}

/** The fields of a blog post (create and edit): address name, category, cover, author, published, texts per language. */
export function PostFields({ categories, values }: { categories: BlogCategoryRow[]; values: PostValues }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-2 md:grid-cols-2">
        <Field look="compact" label={t('admin.blog.slug')}>
          <input name="slug" required pattern="[a-z0-9\-]{1,80}" defaultValue={values.slug} className={inputClass} />
        </Field>
        <Field look="compact" label={t('admin.category')}>
          <select name="category_id" required defaultValue={values.category_id ?? undefined} className={inputClass}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryLabel(c, t.locale)}
                {c.visible ? '' : ` (${t('admin.hidden')})`}
              </option>
            ))}
          </select>
        </Field>
        <Field look="compact" label={t('admin.blog.author')}>
          <input name="author" required maxLength={80} defaultValue={values.author} className={inputClass} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" name="published" defaultChecked={values.published} /> {t('admin.blog.published')}
        </label>
      </div>
      <CoverImage defaultValue={values.image} />
      <p className="text-xs text-gray-600">{t('admin.blog.textsNote')}</p>
      {BLOG_LOCALES.map(([locale, label]) => (
        <fieldset
          key={locale}
          className="grid gap-2 rounded border border-gray-200 p-2"
          data-testid={`blog-text-${locale}`}
        >
          <legend className="px-1 text-sm font-semibold">
            {/* Each language by its own name, marked as that language. */}
            {t('admin.blog.locale')
              .split('{locale}')
              .map((part, i) => (
                <Fragment key={i}>
                  {i > 0 && <span lang={LOCALE_HTML_LANG[locale]}>{label}</span>}
                  {part}
                </Fragment>
              ))}
          </legend>
          <Field look="compact" label={t('admin.blog.title')}>
            <input
              name={`title_${locale}`}
              maxLength={200}
              required={locale === 'kh'}
              defaultValue={values.texts[locale].title}
              className={inputClass}
            />
          </Field>
          <Field look="compact" label={t('admin.blog.excerpt')}>
            <input
              name={`excerpt_${locale}`}
              maxLength={500}
              defaultValue={values.texts[locale].excerpt}
              className={inputClass}
            />
          </Field>
          <Field look="compact" label={t('admin.blog.body')}>
            <textarea
              name={`body_${locale}`}
              rows={6}
              defaultValue={values.texts[locale].body}
              className={inputClass}
            />
          </Field>
        </fieldset>
      ))}
    </>
  );
}
