import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import { useLocation } from 'react-router';

/**
 * State that survives leaving a page and coming back with the browser's Back button (SPEC section
 * 2: home and product pages are "kept alive"). It is stored per history entry in sessionStorage;
 * the first render uses `initial` so server and client markup agree, then the kept value returns.
 */
export function useKeptState<T>(name: string, initial: T): [T, (next: SetStateAction<T>) => void] {
  const { key } = useLocation();
  const storageKey = `fardin.kept.${key}.${name}`;
  const [value, setValue] = useState<T>(initial);

  useEffect(() => {
    try {
      const raw = window.sessionStorage.getItem(storageKey);
      if (raw !== null) setValue(JSON.parse(raw) as T);
    } catch {
      /* storage unavailable or corrupt: keep the initial value */
    }
  }, [storageKey]);

  const set = useCallback(
    (next: SetStateAction<T>) => {
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        try {
          window.sessionStorage.setItem(storageKey, JSON.stringify(value));
        } catch {
          /* private mode or full storage: the state still works for this visit */
        }
        return value;
      });
    },
    [storageKey],
  );
  return [value, set];
}
