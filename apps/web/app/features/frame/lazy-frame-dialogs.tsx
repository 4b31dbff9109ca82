import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { CategoryHead } from '../../lib/category-subs';
import type { SheetDialog } from '../../components/ui/sheet-dialog';
import { useFrameState } from '../../lib/frame-state';

// The frame's dialogs are opened by a minority of visits; their code (and the dialog shell) loads
// the first time one opens instead of with every page (DESIGN.md section 7, home JS budget).
const LoadedSheetDialog = lazy(() =>
  import('../../components/ui/sheet-dialog').then((m) => ({ default: m.SheetDialog })),
);
const StoreSelector = lazy(() => import('./store-selector').then((m) => ({ default: m.StoreSelector })));
const CategoryDialog = lazy(() => import('./category-dialog').then((m) => ({ default: m.CategoryDialog })));

/** True from the first render where `open` was true: a dialog stays mounted after it closes. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** A sheet dialog whose code loads when it first opens. */
export function LazySheetDialog(props: ComponentProps<typeof SheetDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSheetDialog {...props} />
    </Suspense>
  );
}

/** The store selector and the category dialog, loaded when the shopper first opens them. */
export function FrameDialogs({ categories }: { categories: CategoryHead[] }) {
  const frame = useFrameState();
  const storesOpened = useOpenedOnce(frame.storeSelectorOpen);
  const categoriesOpened = useOpenedOnce(frame.categoryDialogOpen);
  return (
    <Suspense fallback={null}>
      {storesOpened && <StoreSelector />}
      {categoriesOpened && <CategoryDialog categories={categories} />}
    </Suspense>
  );
}
