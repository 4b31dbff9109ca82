import { useState } from 'react';
import { Link } from 'react-router';
import { pickText } from '@fardin/core/i18n-text';
import { categorySearchPath } from '@fardin/core/search-url';
import { useT } from '../../i18n/i18n-context';
import { FALLBACK_IMAGE } from './catalogue-format';
import { Icon } from '../../components/ui/icon';
import { useSubLists, type CategoryHead } from '../../lib/category-subs';
import { CategorySubItems } from '../../components/ui/category-sub-items';
import { ArtImage } from '../../components/ui/art-image';

/**
 * The home category menu (SPEC sections 3 and 4): hovering (or tapping) a category opens its
 * sub-list and its arrow turns from right to down; a broken icon falls back to the default image.
 * The sub-lists are not in the page's data (decision 0027): they are requested when one first opens.
 */
export function CategoryMenu({ categories, headingId }: { categories: CategoryHead[]; headingId: string }) {
  const t = useT();
  // Hover opens a sub-list for as long as the pointer stays; the arrow pins it open or shut. Two
  // states, so a tap (whose compatibility mouseenter lands just before its click) never closes
  // the list it is opening, whatever order React renders the two in.
  const [hoverId, setHoverId] = useState<number | null>(null);
  const [pinnedId, setPinnedId] = useState<number | null>(null);
  const subLists = useSubLists(hoverId !== null || pinnedId !== null);
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-labelledby={headingId} data-testid="category-menu">
      {categories.map((category) => {
        const open = pinnedId === category.id || (pinnedId === null && hoverId === category.id);
        const title = pickText(category.title, t.locale);
        return (
          <li
            key={category.id}
            className="relative"
            onMouseEnter={() => setHoverId(category.id)}
            onMouseLeave={() => setHoverId((id) => (id === category.id ? null : id))}
          >
            <div
              className={`flex items-center gap-2 rounded-xl bg-white p-2 text-sm ${open ? 'ring-2 ring-primary' : 'shadow-sm'}`}
            >
              <Link to={t.link(categorySearchPath(title))} className="flex min-w-0 flex-1 items-center gap-2">
                <ArtImage
                  src={category.icon}
                  alt=""
                  width={36}
                  height={36}
                  className="h-9 w-9 shrink-0"
                  onError={(e) => (e.currentTarget.src = FALLBACK_IMAGE)}
                />
                <span className="line-clamp-2">{title}</span>
              </Link>
              <button
                type="button"
                aria-expanded={open}
                aria-label={title}
                onClick={() => {
                  setHoverId(null);
                  setPinnedId((id) => (id === category.id ? null : category.id));
                }}
                className="rounded-full p-1 text-gray-600 hover:bg-gray-100"
                data-testid="category-arrow"
              >
                {open ? <Icon name="chevron-down" size={18} /> : <Icon name="chevron-right" size={18} />}
              </button>
            </div>
            {open &&
              subLists.state !== 'idle' &&
              (subLists.state !== 'ready' || (subLists.subs.get(category.id)?.length ?? 0) > 0) && (
                <ul
                  className="absolute inset-x-0 top-full z-20 mt-1 space-y-1 rounded-xl bg-white p-3 text-sm shadow-lg ring-1 ring-black/5"
                  data-testid="category-sub"
                >
                  <CategorySubItems
                    subLists={subLists}
                    categoryId={category.id}
                    statusClass="py-1 text-gray-500"
                    linkClass="block py-1 text-gray-700 hover:text-primary"
                  />
                </ul>
              )}
          </li>
        );
      })}
    </ul>
  );
}
