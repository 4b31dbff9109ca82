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
 * Which store the search box searches, and which frame dialogs are open. A page of one store (its
 * results or one of its products) is that store's page: the selected store follows it, so the
 * header box, the bottom store button and the next search all say the same store (issue 29 item 1).
 */
export function FrameStateProvider({ stores, children }: { stores: Store[]; children: ReactNode }) {
  // SPEC section 3: the entry whose country is fardin is first and selected by default.
  const fallback = stores.find((s) => s.country === 'fardin')?.code ?? stores[0]?.code ?? 'fardin';
  const pageStore = pageStoreCode(useLocation().pathname, stores);
  const [selectedCode, setSelectedCode] = useState(pageStore ?? fallback);
  const [storeSelectorOpen, setStoreSelectorOpen] = useState(false);
  const [categoryDialogOpen, setCategoryDialogOpen] = useState(false);

  useEffect(() => {
    const saved = window.sessionStorage.getItem(SELECTED_STORE_KEY);
    if (saved && stores.some((s) => s.code === saved)) setSelectedCode(saved);
  }, [stores]);

  // Arriving on a store's page selects it; leaving it keeps it selected (home's rows, the next search).
  useEffect(() => {
    if (!pageStore) return;
    setSelectedCode(pageStore);
    window.sessionStorage.setItem(SELECTED_STORE_KEY, pageStore);
  }, [pageStore]);

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
