import { Link } from 'react-router';
import type { BlogCategory, BlogPage } from '@fardin/core/contract-content';
import { pickText } from '@fardin/core/i18n-text';
import { useT } from '../../i18n/i18n-context';
import { formatDay } from '@fardin/core/date-text';

/** /blog and /blog/category/{id}: 12 posts a page, category chips, previous/next links. */
export function BlogListPage({
  page,
  categories,
  categoryId,
}: {
  page: BlogPage;
  categories: BlogCategory[];
  categoryId: number | null;
}) {
  const t = useT();
  const base = categoryId ? `/blog/category/${categoryId}` : '/blog';
  const pageLink = (n: number) => t.link(n > 1 ? `${base}?page=${n}` : base);
  const current = categories.find((c) => c.id === categoryId);
  return (
    <div className="space-y-4" data-testid="blog-page">
      <div>
        <h1 className="text-2xl font-bold text-primary">
          {current ? pickText(current.name, t.locale) : t('content.blogTitle')}
        </h1>
        <p className="mt-1 text-gray-700">{t('content.blogIntro')}</p>
      </div>
      <nav aria-label={t('page.blogCategory')} className="-mx-3 overflow-x-auto px-3">
        <ul className="flex gap-2 whitespace-nowrap">
          {[null, ...categories].map((c) => (
            <li key={c?.id ?? 'all'}>
              <Link
                to={t.link(c ? `/blog/category/${c.id}` : '/blog')}
                aria-current={(c?.id ?? null) === categoryId ? 'page' : undefined}
                className={`block rounded-full px-3 py-1.5 text-sm ${(c?.id ?? null) === categoryId ? 'bg-primary text-white' : 'bg-white ring-1 ring-gray-200'}`}
              >
                {c ? pickText(c.name, t.locale) : t('content.allCategories')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-gray-600">{t('content.noPosts')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {page.data.map((post, i) => (
            <li key={post.id} className="overflow-hidden rounded-xl bg-white shadow-sm" data-testid="blog-card">
              <Link to={t.link(`/blog/detail/${post.id}`)} className="block h-full">
                <img
                  src={post.image}
                  alt=""
                  width={600}
                  height={300}
                  loading={i < 2 ? 'eager' : 'lazy'}
                  className="aspect-[2/1] w-full object-cover"
                />
                <div className="p-3">
                  <p className="text-xs text-gray-500">{`${pickText(post.category, t.locale)} · ${formatDay(post.published_at, t.locale)}`}</p>
                  <h2 className="mt-1 font-bold" lang={post.lang === 'kh' ? 'km' : post.lang}>
                    {post.title}
                  </h2>
                  <p className="mt-1 line-clamp-3 text-sm text-gray-700" lang={post.lang === 'kh' ? 'km' : post.lang}>
                    {post.excerpt}
                  </p>
                  <span className="mt-2 inline-block text-sm text-primary underline">{t('content.readMore')}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page.last_page > 1 && (
        <nav
          aria-label={t('content.pageOf', { page: page.current_page, last: page.last_page })}
          className="flex items-center justify-between gap-2"
        >
          {page.current_page > 1 ? (
            <Link
              to={pageLink(page.current_page - 1)}
              rel="prev"
              className="rounded-lg bg-white px-4 py-2 ring-1 ring-gray-200"
            >
              {t('content.prev')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-gray-600" data-testid="blog-page-of">
            {t('content.pageOf', { page: page.current_page, last: page.last_page })}
          </span>
          {page.current_page < page.last_page ? (
            <Link
              to={pageLink(page.current_page + 1)}
              rel="next"
              className="rounded-lg bg-white px-4 py-2 ring-1 ring-gray-200"
            >
              {t('content.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
