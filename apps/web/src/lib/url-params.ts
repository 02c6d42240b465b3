// A list's filters and page kept in the address, so that a reload, a shared link or the back button
// shows the same list.
import { useSearchParams } from 'react-router';

/** The page number in the address: 1 when missing or not a positive whole number. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The address's parameters, its page, and a setter: null or '' removes the key, and any change but
 * the page itself goes back to page 1, unless `keepPage` (such as opening a row's drawer).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string | null, { keepPage = false } = {}) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    if (key !== 'page' && !keepPage) next.delete('page');
    setParams(next);
  };
  const clearParams = () => setParams(new URLSearchParams());
  return { params, page: readPage(params), setParam, clearParams };
}
