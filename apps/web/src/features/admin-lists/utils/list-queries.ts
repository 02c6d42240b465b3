// A list's query as its address holds it, read with the schema the API validates it with: what the
// list page asks for, and what its route's loader asks for first (the same key, so the page takes it).
import {
  adminApplicationListQuerySchema,
  adminCandidateListQuerySchema,
  adminCompanyListQuerySchema,
  adminJobListQuerySchema,
} from '@fis/shared/admin-list-schemas';
import { parseQuery } from '../../../lib/url-params';

export const readCandidateListQuery = (params: URLSearchParams) => parseQuery(adminCandidateListQuerySchema, params);
/** The companies' query; places left are counted in a round, so without one they are dropped as if missing. */
export function readCompanyListQuery(params: URLSearchParams) {
  const { placesLeft, ...query } = parseQuery(adminCompanyListQuerySchema, params);
  return query.roundId ? { ...query, placesLeft } : query;
}
export const readJobListQuery = (params: URLSearchParams) => parseQuery(adminJobListQuerySchema, params);
export const readApplicationListQuery = (params: URLSearchParams) =>
  parseQuery(adminApplicationListQuerySchema, params);
