import { STORE_SELECTOR_MAX_HEIGHT_PX } from '@fardin/core/constants';
import { useT } from '../../i18n/i18n-context';
import { SheetDialog } from '../../components/ui/sheet-dialog';
import { useFrameState } from '../../lib/frame-state';
import { Icon } from '../../components/ui/icon';

/** The store/country selector opened by the round button (SPEC sections 2, 3, 4). */
export function StoreSelector() {
  const t = useT();
  const frame = useFrameState();
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
                onClick={() => frame.selectStore(store.code)}
                className={`flex w-full items-center gap-2 rounded-xl border p-2 text-left text-sm ${selected ? 'border-primary bg-green-50' : 'border-gray-200 hover:bg-gray-50'}`}
              >
                <img src={store.image} alt="" width={32} height={32} className="h-8 w-8 rounded" />
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
