import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';

/** The not-found and error pages (SPEC sections 2 and 8): both readings of the 404 text are shown. */
export function ErrorContent({ status }: { status: number }) {
  const t = useT();
  const notFound = status === 404;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      data-testid="error-page"
      data-status={status}
    >
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {notFound ? '404' : status}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{notFound ? t('error.notFound404') : t('error.occurred')}</h1>
      {notFound && <p className="mt-2 text-gray-600">{t('error.notFound')}</p>}
      <Link
        to={t.link('/')}
        className="mt-8 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-light"
      >
        {t('error.home')}
      </Link>
    </section>
  );
}
