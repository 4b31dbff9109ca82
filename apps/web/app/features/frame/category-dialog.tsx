import { useState } from 'react';
import { Link } from 'react-router';
import type { Category } from '@fardin/core/contract-foundation';
import { pickText } from '@fardin/core/i18n-text';
import { useT } from '../../i18n/i18n-context';
import { SheetDialog } from '../../components/ui/sheet-dialog';
import { useFrameState } from './frame-state';
import { categorySearchPath } from '@fardin/core/search-url';
import { Icon } from '../../components/ui/icon';

/** The bottom bar's category dialog: tapping a category opens its sub-list (arrow right -> down). */
export function CategoryDialog({ categories }: { categories: Category[] }) {
  const t = useT();
  const frame = useFrameState();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = () => frame.setCategoryDialogOpen(false);
  return (
    <SheetDialog open={frame.categoryDialogOpen} onClose={close} title={t('categories.title')} closeLabel={t('categories.close')} testId="category-dialog">
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
                <img src={category.icon} alt="" width={28} height={28} className="h-7 w-7" onError={(e) => (e.currentTarget.src = '/categories/default.svg')} />
                <span className="flex-1 font-medium">{pickText(category.title, t.locale)}</span>
                {open ? <Icon name="chevron-down" size={18} /> : <Icon name="chevron-right" size={18} />}
              </button>
              {open && (
                <ul className="mb-3 ml-10 space-y-2">
                  <li>
                    <Link className="text-primary" to={t.link(categorySearchPath(category.search))} onClick={close}>
                      {pickText(category.title, t.locale)}
                    </Link>
                  </li>
                  {category.sub.map((sub) => (
                    <li key={sub.title.en}>
                      <Link className="text-gray-700 hover:text-primary" to={t.link(categorySearchPath(sub.list[0] ?? sub.title.en))} onClick={close}>
                        {pickText(sub.title, t.locale)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </SheetDialog>
  );
}
