// The early script (lib/early-requests.ts, docs/decisions/014): built on its own into one small
// file (build/early-requests.config.ts) that index.html names before the entry, with `async`, so
// that it runs as soon as it arrives, long before the entry has. With a session stored it asks for
// the current user, which every signed-in page waits for, and on the pages of app/early-pages.ts
// for the page's code (named by the build on this script's tag) and its first request. A page's
// frame (build/prerender.tsx) names it without `async`, in the head, so that it says whether the
// frame is the visitor's own page before anything is painted.
import { Role } from '@fis/shared/enums';
import { startEarlyRequests, startingLanguage } from '../lib/early-requests';
import { loadIntlData } from '../lib/locales';
import { RECOMMENDED_JOBS_PATH } from '../lib/recommendations-key';
import { storage } from '../lib/storage';
import { EARLY_PAGES, type EarlyPageFiles, OWN_PAGE_ATTRIBUTE, SIDEBAR_CLOSED_ATTRIBUTE } from './early-pages';

const pathname = window.location.pathname.replace(/(.)\/$/, '$1');
const page = EARLY_PAGES[pathname];
const ownPage = page && storage.hasSession() && storage.get('userType') === String(page.role);

document.documentElement.toggleAttribute(OWN_PAGE_ATTRIBUTE, Boolean(ownPage));
document.documentElement.toggleAttribute(
  SIDEBAR_CLOSED_ATTRIBUTE,
  Boolean(ownPage) && storage.get('sidebarOpen') === 'false',
);
if (ownPage) {
  const files: EarlyPageFiles = JSON.parse(document.currentScript?.dataset.pageFiles ?? '{}');
  const links: { rel: string; href: string; as?: string }[] = [
    ...(files[pathname]?.scripts ?? []).map((href) => ({ rel: 'modulepreload', href })),
    ...(files[pathname]?.styles ?? []).map((href) => ({ rel: 'preload', href, as: 'style' })),
  ];
  for (const { rel, href, as } of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = `/${href}`;
    if (as) link.as = as;
    // As the router's own requests for them are made, so that the browser uses these.
    link.crossOrigin = '';
    document.head.append(link);
  }
}
// A candidate's recommended jobs are asked for at start whatever the page (SPEC section 2).
const candidate = storage.get('userType') === String(Role.CANDIDATE) ? [RECOMMENDED_JOBS_PATH] : [];
startEarlyRequests(
  ownPage
    ? ['/v1/user', ...candidate, page.firstRequest(new URLSearchParams(window.location.search))]
    : ['/v1/user', ...candidate],
);
// The page's cards write amounts and dates, and the first formatter a page makes loads ICU's data
// (lib/locales.ts): on its own page this script runs in the head, before the frame is painted and
// while the requests above are out, when nothing on the page can be used yet, so that work is
// done here rather than inside the render of the cards.
if (ownPage) loadIntlData(startingLanguage());
