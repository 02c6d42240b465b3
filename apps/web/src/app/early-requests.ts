// The early script (lib/early-requests.ts, docs/decisions/014): built on its own into one small
// file (build/early-requests.config.ts) that index.html names beside the entry, so that it runs
// as soon as it arrives, long before the entry has. With a session stored it asks for the current
// user, which every signed-in page waits for, and for the data of the pages a user opens first.
import { Role } from '@fis/shared/enums';
import { jobSearchPath } from '../features/job-search/api/job-search-path';
import { readJobFilters } from '../features/job-search/components/url-filters';
import { startEarlyRequests } from '../lib/early-requests';
import { storage } from '../lib/storage';

/** A page's first request, by its address, for the role whose page it is. */
const FIRST_REQUEST: Record<string, { role: number; path: (params: URLSearchParams) => string }> = {
  '/candidate/job-list': { role: Role.CANDIDATE, path: (params) => jobSearchPath(readJobFilters(params)) },
};

const page = FIRST_REQUEST[window.location.pathname.replace(/\/$/, '')];
const ownPage = page && storage.get('userType') === String(page.role);
startEarlyRequests(ownPage ? ['/v1/user', page.path(new URLSearchParams(window.location.search))] : ['/v1/user']);
