import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { AdminResult } from './admin-api.server';
import type { BlogCategoryRow } from './schemas';
import { AdminPage, Card, Field, inputClass, Notice, Submit } from './ui';

const LOCALES = [['kh', 'ខ្មែរ'], ['en', 'English'], ['zh', '中文']] as const;

function categoryName(row: BlogCategoryRow, locale: string): string {
  const name = row.name;
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const texts = name as Record<string, unknown>;
    const text = texts[locale] ?? texts.en;
    if (typeof text === 'string' && text) return text;
  }
  return row.slug;
}

/** A new blog post: title, summary and body per language; the server sanitises the body. */
export function BlogView({ categories, result }: { categories: BlogCategoryRow[]; result?: (AdminResult & { id?: number }) | undefined }) {
  const t = useT();
  return (
    <AdminPage title={t('admin.nav.blog')}>
      {result?.ok && result.id ? <p role="status" className="rounded border border-green-600 bg-green-50 p-2 text-sm text-green-900">{t('admin.blog.created', { id: result.id })}</p> : <Notice result={result} />}
      <Card>
        <Form method="post" className="grid gap-3">
          <h2 className="font-semibold">{t('admin.blog.new')}</h2>
          <div className="grid gap-2 md:grid-cols-2">
            <Field label={t('admin.blog.slug')}><input name="slug" required pattern="[a-z0-9\-]{1,80}" className={inputClass} /></Field>
            <Field label={t('admin.category')}>
              <select name="category_id" required className={inputClass}>
                {categories.map((c) => <option key={c.id} value={c.id}>{categoryName(c, t.locale)}</option>)}
              </select>
            </Field>
            <Field label={t('admin.blog.image')}><input name="image" required className={inputClass} defaultValue="/images/blog/default.webp" /></Field>
            <Field label={t('admin.blog.author')}><input name="author" required maxLength={80} className={inputClass} defaultValue="Fardin" /></Field>
          </div>
          {LOCALES.map(([locale, label]) => (
            <fieldset key={locale} className="grid gap-2 rounded border border-gray-200 p-2">
              <legend className="px-1 text-sm font-semibold">{t('admin.blog.locale', { locale: label })}</legend>
              <Field label={t('admin.blog.title')}><input name={`title_${locale}`} maxLength={200} required={locale === 'kh'} className={inputClass} /></Field>
              <Field label={t('admin.blog.excerpt')}><input name={`excerpt_${locale}`} maxLength={500} className={inputClass} /></Field>
              <Field label={t('admin.blog.body')}><textarea name={`body_${locale}`} rows={6} className={inputClass} /></Field>
            </fieldset>
          ))}
          <div><Submit label={t('admin.create')} intent="create" /></div>
        </Form>
      </Card>
    </AdminPage>
  );
}
