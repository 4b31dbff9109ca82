import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/dictionaries';
import type { AdminResult } from './admin-request.server';
import type { ReferenceData, RefRow } from './schemas';
import { Forbidden } from './settings';
import { AdminPage, Empty, HiddenTag, Notice, OrderAndVisibility } from './ui';

function RefList({ kind, title, rows }: { kind: keyof ReferenceData; title: MessageKey; rows: RefRow[] }) {
  const t = useT();
  return (
    <section className="space-y-2" aria-labelledby={`ref-${kind}`}>
      <h2 id={`ref-${kind}`} className="font-semibold">
        {t(title)}
      </h2>
      {rows.length === 0 ? (
        <Empty />
      ) : (
        <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white text-sm">
          {rows.map((row, index) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-2 p-2"
              data-ref={`${kind}-${row.id}`}
            >
              <span>
                {index + 1}. <strong>{t.locale === 'kh' ? row.title_kh : row.title}</strong>
                <HiddenTag visible={row.visible} />
                {kind === 'categories' && (
                  <Link to={`/admin/reference/categories/${row.id}`} className="ml-2 text-primary underline">
                    {t('admin.sub.link')}
                  </Link>
                )}
              </span>
              <span className="flex gap-1">
                <OrderAndVisibility
                  values={{ kind, id: row.id }}
                  index={index}
                  count={rows.length}
                  visible={row.visible}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Order and visibility of the top-level categories, the home banners and the stores. */
export function ReferenceView({
  reference,
  forbidden,
  result,
}: {
  reference: ReferenceData | null;
  forbidden: string | null;
  result?: AdminResult | undefined;
}) {
  const t = useT();
  if (forbidden || !reference) return <Forbidden title={t('admin.nav.reference')} message={forbidden} />;
  return (
    <AdminPage title={t('admin.nav.reference')}>
      <Notice result={result} />
      <p className="text-sm text-gray-600">{t('admin.settings.cacheNote')}</p>
      <RefList kind="categories" title="admin.ref.categories" rows={reference.categories} />
      <RefList kind="banners" title="admin.ref.banners" rows={reference.banners} />
      <RefList kind="stores" title="admin.ref.stores" rows={reference.stores} />
    </AdminPage>
  );
}
