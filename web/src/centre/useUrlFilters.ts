import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's filters kept in the address, beside the centre's `?page=`: a reload, the back
 * button or a shared link shows the same list. Changing a filter replaces the history entry;
 * with `{ push: true }` it adds one, for places the back button should step through (tabs,
 * page numbers).
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
  { push = false }: { push?: boolean } = {},
): [Readonly<Record<K, string>>, (changes: Partial<Record<K, string | null>>) => void] {
  const [params, setParams] = useSearchParams();
  const joined = keys.map((k) => `${k}=${params.get(k) ?? ''}`).join('&');
  const values = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    // The joined string stands for the values this screen reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [joined],
  );
  const update = useCallback(
    (changes: Partial<Record<K, string | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | null][]) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: !push },
      );
    },
    [setParams, push],
  );
  return [values, update];
}
