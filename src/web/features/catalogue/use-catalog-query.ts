/**
 * The search state (term, field, filters, page, page size, sort) lives in the URL, so a reload
 * or a shared link shows the same results. Typing replaces the history entry; other changes
 * (page, filters, sort) push one, so Back steps through them.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogQuery } from '../../../core/search/query';
import { paramsToQuery, queryToParams } from '../../../core/search/search-params';

export type SetCatalogQuery = (
  update: (q: CatalogQuery) => CatalogQuery,
  options?: { replace?: boolean },
) => void;

export function useCatalogQuery(): [CatalogQuery, SetCatalogQuery] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of params
  const query = useMemo(() => paramsToQuery(params), [key]);
  const setQuery = useCallback<SetCatalogQuery>(
    (update, options) => {
      setParams((prev) => queryToParams(update(paramsToQuery(prev))), {
        replace: options?.replace ?? false,
      });
    },
    [setParams],
  );
  return [query, setQuery];
}
