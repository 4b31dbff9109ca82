import { Link } from 'react-router';
import type { BlogPost } from '@fardin/core/contract-content';
import { pickText } from '@fardin/core/i18n-text';
import { useT } from '../../i18n/i18n-context';
import { formatDay } from '@fardin/core/date-text';
import './blog-body.css';

/** One post: cover image and the server-sanitised body (never raw input). */
export function BlogDetailPage({ post }: { post: BlogPost }) {
  const t = useT();
  const lang = post.lang === 'kh' ? 'km' : post.lang;
  return (
    <article className="mx-auto max-w-3xl space-y-4" data-testid="blog-detail">
      <Link to={t.link('/blog')} className="text-sm text-primary underline">
        {t('content.backToBlog')}
      </Link>
      <img
        src={post.image}
        alt=""
        width={1200}
        height={600}
        className="aspect-[2/1] w-full rounded-xl object-cover"
        fetchPriority="high"
      />
      <header lang={lang}>
        <p className="text-sm text-gray-500">
          <Link to={t.link(`/blog/category/${post.category_id}`)} className="underline">
            {pickText(post.category, t.locale)}
          </Link>
          {` · ${formatDay(post.published_at, t.locale)} · ${post.author}`}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-primary">{post.title}</h1>
      </header>
      {post.lang !== t.locale && (
        <p className="rounded-lg bg-yellow-50 p-2 text-sm text-gray-700">{t('content.writtenInKh')}</p>
      )}
      <div
        lang={lang}
        className="blog-body space-y-3 rounded-xl bg-white p-4 leading-relaxed shadow-sm"
        dangerouslySetInnerHTML={{ __html: post.body }}
      />
    </article>
  );
}
