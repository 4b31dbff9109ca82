import { useState } from 'react';
import { Link } from 'react-router';
import { pickText } from '@fardin/core/i18n-text';
import { useT } from '../../i18n/i18n-context';
import { SheetDialog } from '../../components/ui/sheet-dialog';
import { useFrameState } from '../../lib/frame-state';
import { categorySearchPath } from '@fardin/core/search-url';
import { Icon } from '../../components/ui/icon';
import { useSubLists, type CategoryHead } from '../../lib/category-subs';
import { CategorySubItems } from '../../components/ui/category-sub-items';
import { ArtImage } from '../../components/ui/art-image';

/**
 * The bottom bar's category dialog: tapping a category opens its sub-list (arrow right -> down).
 * The sub-lists are not in the page's data (decision 0027): they are requested when the dialog opens.
 */
export function CategoryDialog({ categories }: { categories: CategoryHead[] }) {
  const t = useT();
  const frame = useFrameState();
  const [openId, setOpenId] = useState<number | null>(null);
  const subLists = useSubLists(frame.categoryDialogOpen);
  const close = () => frame.setCategoryDialogOpen(false);
  return (
    <SheetDialog
      open={frame.categoryDialogOpen}
      onClose={close}
      title={t('categories.title')}
      closeLabel={t('categories.close')}
      testId="category-dialog"
    >
      <ul className="divide-y">
        {categories.map((category) => {
          const open = openId === category.id;
          return (
            <li key={category.id}>
              <button
                type="button"
                aria-expanded={open}
                onClick={() => setOpenId(open ? null : category.id)}
                className="flex w-full items-center gap-3 py-3 text-left"
              >
                <ArtImage
                  src={category.icon}
                  alt=""
                  width={28}
                  height={28}
                  className="h-7 w-7"
                  onError={(e) => (e.currentTarget.src = '/categories/default.svg')}
                />
                <span className="flex-1 font-medium">{pickText(category.title, t.locale)}</span>
                {open ? <Icon name="chevron-down" size={18} /> : <Icon name="chevron-right" size={18} />}
              </button>
              {open && (
                <ul className="mb-3 ml-10 space-y-2">
                  <li>
                    <Link
                      className="text-primary"
                      to={t.link(categorySearchPath(pickText(category.title, t.locale)))}
                      onClick={close}
                    >
                      {pickText(category.title, t.locale)}
                    </Link>
                  </li>
                  <CategorySubItems
                    subLists={subLists}
                    categoryId={category.id}
                    statusClass="text-gray-500"
                    linkClass="text-gray-700 hover:text-primary"
                    onNavigate={close}
                  />
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </SheetDialog>
  );
}
