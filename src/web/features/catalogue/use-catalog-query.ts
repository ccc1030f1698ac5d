/**
 * The search state (term, field, filters, page, page size, sort) lives in the URL, so a reload
 * or a shared link shows the same results. Typing replaces the history entry; other changes
 * (page, filters, sort) push one, so Back steps through them. The bag the search was opened
 * from (DISCS_BAG_PARAM) and "Only my own discs" (DISCS_MINE_PARAM) are no search state and are
 * kept as they are; `kept(name)` reads one. A change shows at once, before the router has
 * navigated to it.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/** The value of one of the page's own parameters. */
export type KeptParam = (name: (typeof KEPT_PARAMS)[number]) => string | null;

export function useCatalogQuery(): [CatalogQuery, SetCatalogQuery, SetKeptParam, KeptParam] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Navigation is asynchronous: what was last asked for shows at once (a ticked box stays
  // ticked, a chosen field stays chosen) while the URL it was asked from is still the one shown;
  // once the router shows another URL, the URL counts again.
  const [asked, setAsked] = useState<{ from: string; params: URLSearchParams } | null>(null);
  if (asked && asked.from !== key) setAsked(null);
  const shown = asked?.from === key ? asked.params : params;
  const shownKey = shown.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of shown
  const query = useMemo(() => paramsToQuery(shown), [shownKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of shown
  const kept = useCallback<KeptParam>((name) => shown.get(name), [shownKey]);
  // A change made before the last one shows (a term committed right after a field change)
  // builds on the last change asked for, not on the shown URL.
  const latest = useRef(params);
  const shownUrl = useRef(key);
  useLayoutEffect(() => {
    latest.current = params;
    shownUrl.current = key;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of params
  }, [key]);
  const write = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      latest.current = next;
      setAsked({ from: shownUrl.current, params: next });
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
  return [query, setQuery, setKept, kept];
}
