import { useEffect, useState } from 'react';
import type { Category, SettingAnswer } from '@fardin/core/contract-foundation';

/**
 * Decision 0027: pages ship the category tree without its sub-lists (-1.1 to -1.2 KB gzip of inline
 * data on every page); the sub-lists are read from the public `/api/setting` (kept by the answer
 * cache, `Cache-Control: public`) the first time a shopper opens the category dialog or a home
 * menu entry. One request for the whole tree, shared by every menu of the document.
 */
export type CategoryHead = Omit<Category, 'sub' | 'arrow'>;
export type SubLists = ReadonlyMap<number, Category['sub']>;

/** The tree without sub-lists (and without `arrow`, the mobile client's field), as a page's inline data carries it. */
export function categoryHeads(categories: readonly Category[]): CategoryHead[] {
  return categories.map(({ id, title, search, icon }) => ({ id, title, search, icon }));
}

let pending: Promise<SubLists> | null = null;

/** Starts (once) the request for every category's sub-list; a failure lets the next call retry. */
export function loadSubLists(): Promise<SubLists> {
  pending ??= fetch('/api/setting', { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`/api/setting ${res.status}`);
      // Our own API's answer (validated on the server); no zod in the browser bundle for this.
      const answer = (await res.json()) as SettingAnswer;
      return new Map(answer.data.map((category) => [category.id, category.sub]));
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export type SubListsState = { state: 'idle' | 'loading' | 'failed'; subs: null } | { state: 'ready'; subs: SubLists };
const IDLE: SubListsState = { state: 'idle', subs: null };
const LOADING: SubListsState = { state: 'loading', subs: null };
const FAILED: SubListsState = { state: 'failed', subs: null };

/**
 * The sub-lists, requested when `wanted` turns true (a menu opened); loading and failure are states
 * the menu shows. A failed load is retried the next time `wanted` turns true.
 */
export function useSubLists(wanted: boolean): SubListsState {
  const [value, setValue] = useState<SubListsState>(IDLE);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setValue((v) => (v.state === 'ready' ? v : LOADING));
    loadSubLists().then(
      (subs) => live && setValue((v) => (v.state === 'ready' ? v : { state: 'ready', subs })),
      () => live && setValue(FAILED),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return value;
}
