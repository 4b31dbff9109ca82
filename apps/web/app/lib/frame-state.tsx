import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Store } from '@fardin/core/contract-foundation';
import { splitLocalePath } from '@fardin/core/locale';

interface FrameState {
  stores: Store[];
  selectedStore: Store | undefined;
  selectStore(code: string): void;
  storeSelectorOpen: boolean;
  setStoreSelectorOpen(open: boolean): void;
  categoryDialogOpen: boolean;
  setCategoryDialogOpen(open: boolean): void;
}

const FrameContext = createContext<FrameState | null>(null);
const SELECTED_STORE_KEY = 'fardin.store';

/**
 * The store a page belongs to: a results page (`/search/filter/{store}`) or a product page
 * (`/product/{store}/{id}`) of one of the selector's stores; undefined for any other page.
 */
export function pageStoreCode(pathname: string, stores: readonly Pick<Store, 'code'>[]): string | undefined {
  const match = /^\/(?:search\/filter|product)\/([^/?#]+)/.exec(splitLocalePath(pathname).path);
  if (!match?.[1]) return undefined;
  let code = match[1];
  try {
    code = decodeURIComponent(code);
  } catch {
    return undefined;
  }
  return stores.some((s) => s.code === code) ? code : undefined;
}

/**
 * Whether a page was opened from a link: a product page a pasted link opened carries it (`&link=`:
 * the search box, the search page, a request's answer; decision 0051).
 */
export const openedFromLink = (search: string) => /[?&]link=/.test(search);

/**
 * The store the header shows on arriving at a page, keeping the shopper's choice in `storage`. A
 * page of one store (its results or one of its products) is that store's page: the selected store
 * follows it, so the header box, the bottom store button and the next search all say the same
 * store (issue 29 item 1), and browsing to it makes it the choice (home's rows, the next search). A
 * product page a pasted link opened shows its store too but is no choice: on leaving it, or when
 * the next link opens a "buy it for me" request, the store chosen before (or the default) is back,
 * never the link's.
 */
export function storeOnArrival(
  page: { store: string | undefined; fromLink: boolean },
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  stores: readonly Pick<Store, 'code'>[],
  fallback: string,
): string {
  if (page.store && !page.fromLink) storage.setItem(SELECTED_STORE_KEY, page.store);
  const saved = storage.getItem(SELECTED_STORE_KEY);
  return page.store ?? (stores.some((s) => s.code === saved) ? saved! : fallback);
}

/** Which store the search box searches (see {@link storeOnArrival}), and which frame dialogs are open. */
export function FrameStateProvider({ stores, children }: { stores: Store[]; children: ReactNode }) {
  // SPEC section 3: the entry whose country is fardin is first and selected by default.
  const fallback = stores.find((s) => s.country === 'fardin')?.code ?? stores[0]?.code ?? 'fardin';
  const { pathname, search } = useLocation();
  const pageStore = pageStoreCode(pathname, stores);
  const fromLink = openedFromLink(search);
  const [selectedCode, setSelectedCode] = useState(pageStore ?? fallback);
  const [storeSelectorOpen, setStoreSelectorOpen] = useState(false);
  const [categoryDialogOpen, setCategoryDialogOpen] = useState(false);

  // On arrival only (the stores stay the same; a revalidation's new list is no arrival): a store
  // picked on this page stays picked until the shopper goes elsewhere.
  useEffect(() => {
    setSelectedCode(storeOnArrival({ store: pageStore, fromLink }, window.sessionStorage, stores, fallback));
  }, [pageStore, fromLink]);

  const value = useMemo<FrameState>(
    () => ({
      stores,
      selectedStore: stores.find((s) => s.code === selectedCode),
      selectStore(code) {
        setSelectedCode(code);
        window.sessionStorage.setItem(SELECTED_STORE_KEY, code);
        // Selecting a store closes the selector (SPEC section 4).
        setStoreSelectorOpen(false);
      },
      storeSelectorOpen,
      setStoreSelectorOpen,
      categoryDialogOpen,
      setCategoryDialogOpen,
    }),
    [stores, selectedCode, storeSelectorOpen, categoryDialogOpen],
  );
  return <FrameContext.Provider value={value}>{children}</FrameContext.Provider>;
}

export function useFrameState(): FrameState {
  const ctx = useContext(FrameContext);
  if (!ctx) throw new Error('useFrameState needs a FrameStateProvider');
  return ctx;
}
