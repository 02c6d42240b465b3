// Mantine's global styles; each component's own come with it (build/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { isLanguage } from '@fis/shared/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { startRouter } from './app/router';
import { routerReady } from './app/routes';
import { startCurrentUser } from './lib/current-user';
import { dropEarlyRequests } from './lib/early-requests';
import { applyEntryStyles } from './lib/entry-styles';
import { browserLanguage, setLanguage, startI18n } from './lib/i18n';
import { storage } from './lib/storage';

// The app's modules run in one task; the router (matching the address, asking for the page's code)
// and the rest of the start in the next one: together they were one long task, in which the browser
// could not respond (Lighthouse's total blocking time, docs/decisions/014).
setTimeout(start);

/** #root of a prerendered page, as build/start-after-paint.js leaves it. */
type PrerenderedRoot = HTMLElement & { earlyClick?: { hold: () => void; take: () => HTMLElement | null } };

function start() {
  const root = document.getElementById('root');
  const router = startRouter();
  // What the early script asked for (lib/early-requests.ts) is the first page's: once the visitor
  // moves on, a page fetches its own.
  const firstKey = router.state.location.key;
  const stopWatching = router.subscribe(({ location }) => {
    if (location.key === firstKey) return;
    dropEarlyRequests();
    stopWatching();
  });
  const language = browserLanguage();
  // The build prerenders the public pages, per language, for a visitor with no session
  // (build/prerender.tsx, docs/decisions/014); the server sends the one in the visitor's language.
  const prerendered = root?.dataset.prerendered;

  if (root && isLanguage(prerendered) && !storage.hasSession()) {
    // Hydrated once the catalogs and the page's code are here, so that the first render is the page
    // already on screen: its elements are kept, and anything typed into them. In the language it was
    // written in; then, if the visitor chose another before the server could know it, switched.
    Promise.all([startI18n(prerendered), routerReady(router)]).then(() => {
      // A click the page could not answer yet (build/start-after-paint.js) is answered once it can.
      const { earlyClick } = root as PrerenderedRoot;
      earlyClick?.hold();
      const shown = () => {
        const clicked = earlyClick?.take();
        if (clicked?.isConnected) clicked.click();
        if (language !== prerendered) setLanguage(language);
      };
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App router={router} onShown={shown} />
          </StrictMode>,
        );
      });
    });
  } else if (root?.dataset.frame) {
    // The frame of a signed-in page (build/prerender.tsx): the shell and the page as they are
    // before the user and the data are known, painted from the HTML. The app draws the page anew
    // over it once the catalogs, the page's code and the current user are all here, in one
    // transition; until then the frame stays on screen, inert. A visitor whose page it is not (the
    // early script showed them the scheme's mark instead) is led on the same way.
    const shown = () => {
      root.inert = false;
      root.removeAttribute('aria-busy');
    };
    Promise.all([startI18n(language), routerReady(router), startCurrentUser(queryClient)]).then(() => {
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <App router={router} onShown={shown} />
          </StrictMode>,
        );
      });
    });
  } else if (root && prerendered) {
    void startCurrentUser(queryClient);
    // A stored session: the page sent to everyone is not this visitor's (the header shows their
    // dashboard link), so it is drawn anew over it once ready. Sign-in and registration lead away.
    Promise.all([startI18n(language), routerReady(router)]).then(() => {
      createRoot(root).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  } else if (root) {
    // Drawn once the catalogs, the page's code and (with a stored token) the current user are all
    // here, all asked for at once: the shell and the page are then the first render, which App makes
    // a transition, in slices that leave the browser free to respond. Drawn on the user's arrival
    // instead, they were one long task (React renders a query's answer at once).
    const ready = Promise.all([startI18n(language), routerReady(router), startCurrentUser(queryClient)]);
    // The splash in the HTML stays until the app can draw its own, styled.
    applyEntryStyles().then(() => {
      createRoot(root).render(
        <StrictMode>
          <App router={router} whenReady={ready} />
        </StrictMode>,
      );
    });
  }
}
