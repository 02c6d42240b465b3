// The browser takes over the page the server wrote (docs/decisions/045): once i18next has the
// catalogs of the page's language and areas, so that the first render is the page on screen.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { areasOf } from './app/page-areas';
import { loadArea, pageLanguage, startI18n } from './lib/i18n';

/** The route modules of the first page, which React Router's scripts load before this one. */
const firstModules = (window as { __reactRouterRouteModules?: Record<string, { handle?: unknown }> })
  .__reactRouterRouteModules;
const areas = areasOf(Object.values(firstModules ?? {}).map((module) => module.handle));

Promise.all([startI18n(pageLanguage()), ...areas.map(loadArea)]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
