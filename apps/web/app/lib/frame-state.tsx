import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Store } from '@fardin/core/contract-foundation';

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

/** Which store the search box searches, and which frame dialogs are open. */
export function FrameStateProvider({ stores, children }: { stores: Store[]; children: ReactNode }) {
  // SPEC section 3: the entry whose country is fardin is first and selected by default.
  const fallback = stores.find((s) => s.country === 'fardin')?.code ?? stores[0]?.code ?? 'fardin';
  const [selectedCode, setSelectedCode] = useState(fallback);
  const [storeSelectorOpen, setStoreSelectorOpen] = useState(false);
  const [categoryDialogOpen, setCategoryDialogOpen] = useState(false);

  useEffect(() => {
    const saved = window.sessionStorage.getItem(SELECTED_STORE_KEY);
    if (saved && stores.some((s) => s.code === saved)) setSelectedCode(saved);
  }, [stores]);

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
