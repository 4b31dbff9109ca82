import { Link } from 'react-router';
import { pickText } from '@fardin/core/i18n-text';
import { categorySearchPath } from '@fardin/core/search-url';
import { useT } from '../../i18n/i18n-context';
import type { SubListsState } from '../../lib/category-subs';

/**
 * The items of one category's sub-list, as the home category menu and the bottom bar's category
 * dialog show them: a loading or failure line while the sub-lists are not there (decision 0027),
 * then one link per sub-category to its search (the first keyword of its list, or its English title).
 * The caller owns the `<ul>` and its look; `statusClass` and `linkClass` style the items.
 */
export function CategorySubItems({
  subLists,
  categoryId,
  statusClass,
  linkClass,
  onNavigate,
}: {
  subLists: SubListsState;
  categoryId: number;
  statusClass: string;
  linkClass: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  return (
    <>
      {subLists.state === 'loading' && (
        <li className={statusClass} role="status">
          {t('categories.loading')}
        </li>
      )}
      {subLists.state === 'failed' && (
        <li className={statusClass} role="status">
          {t('error.occurred')}
        </li>
      )}
      {(subLists.subs?.get(categoryId) ?? []).map((sub) => (
        <li key={sub.title.en}>
          <Link to={t.link(categorySearchPath(sub.list[0] ?? sub.title.en))} className={linkClass} onClick={onNavigate}>
            {pickText(sub.title, t.locale)}
          </Link>
        </li>
      ))}
    </>
  );
}
