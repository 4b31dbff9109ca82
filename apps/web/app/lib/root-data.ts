import { useRouteLoaderData } from 'react-router';
import type { loadRoot } from './root-loader.server';

/** What the root loader gives every page's frame (stores, categories, contact, viewer, texts). */
export type RootData = Awaited<ReturnType<typeof loadRoot>>['data'];

/**
 * The root loader's data, for any component: features read it here rather than from root.tsx
 * (shared -> features -> routes, one way; issue 30 item 2).
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
