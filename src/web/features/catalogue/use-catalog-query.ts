/**
 * The search state (term, field, filters, page, page size, sort) lives in the URL, so a reload
 * or a shared link shows the same results. Typing replaces the history entry; other changes
 * (page, filters, sort) push one, so Back steps through them. The bag the search was opened
 * from (DISCS_BAG_PARAM) is no search state and is kept as it is.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogQuery } from '../../../core/search/query';
import { paramsToQuery, queryToParams } from '../../../core/search/search-params';
import { DISCS_BAG_PARAM } from '../../lib/paths';

function withBag(next: URLSearchParams, prev: URLSearchParams): URLSearchParams {
  const bag = prev.get(DISCS_BAG_PARAM);
  if (bag !== null) next.set(DISCS_BAG_PARAM, bag);
  return next;
}

export type SetCatalogQuery = (
  update: (q: CatalogQuery) => CatalogQuery,
  options?: { replace?: boolean },
) => void;

export function useCatalogQuery(): [CatalogQuery, SetCatalogQuery] {
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
  const setQuery = useCallback<SetCatalogQuery>(
    (update, options) => {
      const prev = latest.current;
      const next = withBag(queryToParams(update(paramsToQuery(prev))), prev);
      latest.current = next;
      setParams(next, { replace: options?.replace ?? false });
    },
    [setParams],
  );
  return [query, setQuery];
}
