// A list's filters and page kept in the address, so that a reload, a shared link or the back button
// shows the same list.
import { useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigation, useSearchParams } from 'react-router';
// Types only: the job list reads its query by hand (readPage) and must not load zod (decision 014).
import type { z } from 'zod';

/** The page number in the address: 1 when missing or not a positive whole number. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A list's query schema from packages/shared: an object, or an object and its transform. */
type QuerySchema = z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodType>;

/**
 * The address's query read with the schema the API validates that list with, leniently: each field
 * is checked on its own and a value that fails is dropped as if missing (so one bad value loses no
 * other), then the schema runs on the rest with its defaults and transform. The list schemas have
 * no rule across fields, so values that pass one by one pass together.
 */
export function parseQuery<S extends QuerySchema>(schema: S, params: URLSearchParams): z.output<S> {
  const { shape } = 'shape' in schema ? schema : schema.in;
  const valid: Record<string, string> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = params.get(key);
    if (value !== null && field.safeParse(value).success) valid[key] = value;
  }
  return schema.parse(valid) as z.output<S>;
}

/**
 * React Router's search parameters as last asked for, their setter, and whether a change of them is
 * loading. A change of them is a
 * navigation whose loader runs on the server; until it arrives, the hook of React Router still reads
 * the address before it. A second change built on that would drop the first (two filters picked
 * quickly kept only the second) and the controls would jump back meanwhile. So while a change of
 * this page's parameters loads, its address is the one read; and the setter puts that pending
 * address in place before it returns (flushSync), so that the next change, from any part of the
 * page, builds on it. From an effect, where React is already rendering and cannot flush, pass
 * `inEffect`: the change then takes its turn.
 */
export function useLatestSearchParams() {
  const [shown, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const changing = pending?.pathname === pathname;
  const search = changing ? pending.search : shown.toString();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (
    next: URLSearchParams,
    { replace, inEffect = false }: Pick<NavigateOptions, 'replace'> & { inEffect?: boolean } = {},
  ) => setSearchParams(next, { replace, flushSync: !inEffect });
  return [params, setParams, changing] as const;
}

/**
 * The address's parameters, its page, whether a change of them is loading, and a setter: null or '' removes the key, and any change but
 * the page itself goes back to page 1, unless `keepPage` (such as opening a row's drawer); `clear`
 * removes other keys in the same change (a filter that means nothing without this one);
 * `inEffect` as useLatestSearchParams's.
 */
export function useUrlParams() {
  const [params, setParams, changing] = useLatestSearchParams();
  const setParam = (
    key: string,
    value: string | null,
    {
      keepPage = false,
      clear = [],
      inEffect = false,
    }: { keepPage?: boolean; clear?: readonly string[]; inEffect?: boolean } = {},
  ) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    for (const other of clear) next.delete(other);
    if (key !== 'page' && !keepPage) next.delete('page');
    setParams(next, { inEffect });
  };
  const clearParams = () => setParams(new URLSearchParams());
  return { params, page: readPage(params), changing, setParam, clearParams };
}

/** A parsed query as the address of a call: missing values left out. */
export function queryParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}
