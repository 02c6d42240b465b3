// The pages the early script (app/early-requests.ts, docs/decisions/014) starts as the HTML
// arrives: by address, whose page it is, the route file the router will load for it (the build
// names that file's code in the HTML, build/prerender.tsx; keep it as routes.tsx imports it), and
// the page's first request, written by the same functions as the page's own.
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

/** The page files of each early page, as the build writes them on the early script's tag. */
export type EarlyPageFiles = Record<string, { scripts: string[]; styles: string[] }>;
