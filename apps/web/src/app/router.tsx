// The browser's router over the route table (app/routes.tsx).
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { CURRENT_USER_KEY } from '../lib/session';
import { queryClient } from './query-client';
import { routes } from './routes';

/**
 * The router, started: it matches the address and asks for the page's code at once. main.tsx
 * calls it in a task of its own, after the app's modules have run (docs/decisions/014).
 */
export function startRouter() {
  const router = createBrowserRouter(routes);
  // SPEC section 7: a 401 clears the session and leads to the sign-in route, unless already there.
  setUnauthorizedHandler(() => {
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    const path = window.location.pathname;
    const target = path.startsWith('/admin-portal') ? '/admin-portal/sign-in' : '/sign-in';
    if (path !== target) router.navigate(target);
  });
  return router;
}
