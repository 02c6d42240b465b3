// The pages the early script (app/early-requests.ts, docs/decisions/014) starts as the HTML
// arrives: by address, whose page it is, the route file the router will load for it (the build
// names that file's code in the HTML, build/prerender.tsx; keep it as the route table imports it), and
// the page's first request, written by the same functions as the page's own. At its bare address
// each is sent as its frame (build/prerender.tsx): the shell and the page as drawn before the user
// and the data are known, shown only to the page's own role.
import { Role } from '@fis/shared/enums';
import { jobSearchPath } from '../features/job-search/api/job-search-path';
import { readJobFilters } from '../features/job-search/components/url-filters';

export interface EarlyPage {
  role: Role;
  module: string;
  firstRequest: (params: URLSearchParams) => string;
}

export const EARLY_PAGES: Record<string, EarlyPage> = {
  '/candidate/job-list': {
    role: Role.CANDIDATE,
    module: 'src/app/routes/candidate/job-list.tsx',
    firstRequest: (params) => jobSearchPath(readJobFilters(params)),
  },
};

/**
 * Set on <html> by the early script when the page is the signed-in user's own early page: a frame
 * shows only then, and the scheme's mark otherwise (a visitor signed out, or of another role, is
 * led elsewhere once the app runs).
 */
export const OWN_PAGE_ATTRIBUTE = 'data-own-page';

/**
 * Set on <html> by the early script beside OWN_PAGE_ATTRIBUTE when the user closed the sidebar on a
 * wide screen (components/layout/app-layout.tsx remembers it): the frame is drawn with it open, and
 * its stylesheet closes it, so that the page does not move when the app draws it anew.
 */
export const SIDEBAR_CLOSED_ATTRIBUTE = 'data-sidebar-closed';

/** The page files of each early page, as the build writes them on the early script's tag. */
export type EarlyPageFiles = Record<string, { scripts: string[]; styles: string[] }>;
