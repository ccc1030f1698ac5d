/**
 * The search state (term, field, filters, page, page size, sort) lives in the URL, so a reload
 * or a shared link shows the same results. Typing replaces the history entry; other changes
 * (page, filters, sort) push one, so Back steps through them. The bag the search was opened
 * from (DISCS_BAG_PARAM) and "Only my own discs" (DISCS_MINE_PARAM) are no search state and are
 * kept as they are.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogQuery } from '../../../core/search/query';
import { paramsToQuery, queryToParams } from '../../../core/search/search-params';
import { DISCS_BAG_PARAM, DISCS_MINE_PARAM } from '../../lib/paths';

/** The page's parameters that are not the search's own. */
const KEPT_PARAMS = [DISCS_BAG_PARAM, DISCS_MINE_PARAM] as const;

function withKept(next: URLSearchParams, prev: URLSearchParams): URLSearchParams {
  for (const name of KEPT_PARAMS) {
    const value = prev.get(name);
    if (value !== null) next.set(name, value);
  }
  return next;
}

export type SetCatalogQuery = (
  update: (q: CatalogQuery) => CatalogQuery,
  options?: { replace?: boolean },
) => void;

/** Sets (or, with null, removes) one of the page's own parameters, keeping the search. */
export type SetKeptParam = (name: (typeof KEPT_PARAMS)[number], value: string | null) => void;

export function useCatalogQuery(): [CatalogQuery, SetCatalogQuery, SetKeptParam] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of params
  const query = useMemo(() => paramsToQuery(params), [key]);
  // Navigation is asynchronous, so a change made before the last one shows (a term committed
  // right after a field change) builds on the last change asked for, not on the shown URL.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of params
  }, [key]);
  const write = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );
  const setQuery = useCallback<SetCatalogQuery>(
    (update, options) => {
      const prev = latest.current;
      write(withKept(queryToParams(update(paramsToQuery(prev))), prev), options?.replace ?? false);
    },
    [write],
  );
  const setKept = useCallback<SetKeptParam>(
    (name, value) => {
      const next = new URLSearchParams(latest.current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      write(next, true);
    },
    [write],
  );
  return [query, setQuery, setKept];
}
