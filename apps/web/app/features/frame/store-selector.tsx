import { useLocation, useNavigate } from 'react-router';
import { STORE_SELECTOR_MAX_HEIGHT_PX } from '@fardin/core/ui-layout';
import type { Store } from '@fardin/core/contract-foundation';
import { splitLocalePath } from '@fardin/core/locale';
import { searchPath } from '@fardin/core/search-url';
import { useT } from '../../i18n/i18n-context';
import { SheetDialog } from '../../components/ui/sheet-dialog';
import { pageStoreCode, useFrameState } from '../../lib/frame-state';
import { Icon } from '../../components/ui/icon';
import { ArtImage } from '../../components/ui/art-image';

/**
 * Where choosing `store` on this page leads: on a results page, the same search (words or picture)
 * in that store, from its first page (issue 29 item 1); null on any other page.
 */
export function searchInStore(
  pathname: string,
  search: string,
  store: Pick<Store, 'code' | 'country'>,
  stores: readonly Pick<Store, 'code'>[],
): string | null {
  if (!splitLocalePath(pathname).path.startsWith('/search/filter/') || !pageStoreCode(pathname, stores)) return null;
  const params = new URLSearchParams(search);
  const imgUrl = params.get('imgUrl') || undefined;
  const text = params.get('text') ?? '';
  if (!imgUrl && !text.trim()) return null;
  return searchPath({
    store: store.code,
    text,
    imgUrl,
    country: store.country !== 'fardin' ? store.country : undefined,
  });
}

/** The store/country selector opened by the round button (SPEC sections 2, 3, 4). */
export function StoreSelector() {
  const t = useT();
  const frame = useFrameState();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (store: Store) => {
    frame.selectStore(store.code);
    const next = searchInStore(location.pathname, location.search, store, frame.stores);
    if (next && store.code !== frame.selectedStore?.code) navigate(t.link(next));
  };
  return (
    <SheetDialog
      open={frame.storeSelectorOpen}
      onClose={() => frame.setStoreSelectorOpen(false)}
      title={t('stores.title')}
      closeLabel={t('stores.close')}
      maxHeightPx={STORE_SELECTOR_MAX_HEIGHT_PX}
      testId="store-selector"
    >
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {frame.stores.map((store) => {
          const selected = store.code === frame.selectedStore?.code;
          return (
            <li key={store.code}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => choose(store)}
                className={`flex w-full items-center gap-2 rounded-xl border p-2 text-left text-sm ${selected ? 'border-primary bg-green-50' : 'border-gray-200 hover:bg-gray-50'}`}
              >
                <ArtImage src={store.image} alt="" width={32} height={32} className="h-8 w-8 rounded" />
                <span className="flex-1 font-medium">{store.name}</span>
                {selected && <Icon name="check" size={16} className="text-primary" />}
              </button>
            </li>
          );
        })}
      </ul>
    </SheetDialog>
  );
}
