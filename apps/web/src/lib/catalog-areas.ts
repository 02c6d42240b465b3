// Which catalog namespaces a page loads, by the area of the app it belongs to (docs/decisions/014).
// This table is the one place that says it: the build (vite.config.ts) bundles each language's
// namespaces into one chunk per set of areas, and the router loads an area's chunks with its
// routes (app/routes.tsx, lib/i18n.ts). A namespace not listed here is in the base chunk, which
// every page loads at start: a new namespace works everywhere until it is listed, and listing it
// only makes pages outside its areas lighter. Read by Node too (the build's config): no browser
// code here.
import { LANGUAGES } from '@fis/shared/enums';

/**
 * The areas of routes.tsx whose pages share catalogs: the signed-out pages and each signed-in area
 * (lib/session.ts's Area; the router hands one to loadArea, so the two cannot drift apart).
 */
export type CatalogArea = 'public' | 'candidate' | 'company' | 'admin' | 'institution';

/**
 * The areas whose pages use each namespace. The shell's navigation names each area's pages, so a
 * namespace labelling a nav entry goes with that area. `public` is the public layout (its footer is
 * in `landing`) and the signed-out pages (the landing page, sign-in, registration…); the admin's
 * sign-in and invitation pages are also in `admin`, the first profile pages of a candidate and a
 * company also in theirs.
 */
export const CATALOG_AREAS: Readonly<Record<string, readonly CatalogArea[]>> = {
  auth: ['public', 'candidate', 'company', 'admin', 'institution'],
  applications: ['candidate', 'company', 'admin'],
  candidates: ['candidate', 'company', 'admin'],
  dashboard: ['candidate', 'company', 'admin'],
  eligibility: ['candidate', 'company', 'admin', 'institution'],
  messages: ['candidate', 'company', 'admin'],
  notifications: ['candidate', 'company', 'admin'],
  profile: ['candidate', 'company', 'admin'],
  reviews: ['candidate', 'company', 'admin'],
  search: ['candidate', 'company', 'admin'],
  matching: ['candidate', 'company', 'admin'],
  interviews: ['candidate', 'company'],
  placements: ['candidate', 'company', 'admin'],
  mailbox: ['candidate', 'company', 'admin'],
  settings: ['candidate', 'company', 'admin', 'institution'],
  companyProfile: ['company', 'admin'],
  jobs: ['company', 'admin'],
  landing: ['public'],
  admin: ['admin'],
  adminAccounts: ['admin'],
  adminLists: ['admin'],
  adminRecords: ['admin'],
  officeRecommendations: ['admin'],
  rounds: ['admin'],
  reports: ['admin'],
  groupMessages: ['admin'],
  templates: ['admin'],
  internalNotes: ['admin'],
  documentViewer: ['admin', 'institution'],
  institution: ['institution'],
  savedViews: ['admin'],
};

/** Whether a namespace is loaded at start on every page (it is in no area of the table). */
export function isBaseNamespace(namespace: string): boolean {
  return !Object.hasOwn(CATALOG_AREAS, namespace);
}

/** The namespaces an area's pages load besides the base ones. */
export function namespacesOf(area: CatalogArea): string[] {
  return Object.entries(CATALOG_AREAS)
    .filter(([, areas]) => areas.includes(area))
    .map(([namespace]) => namespace);
}

/**
 * The build's chunk of a catalog file (…/locales/{lang}/{namespace}.json): `en` for the base
 * namespaces of English, `en-candidate-company` for those of exactly those areas. Null for any
 * other file.
 */
export function catalogChunkOf(file: string): string | null {
  const match = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(file);
  if (!match) return null;
  const [, language = '', namespace = ''] = match;
  return isBaseNamespace(namespace) ? language : `${language}-${CATALOG_AREAS[namespace]?.join('-')}`;
}

const CATALOG_CHUNK_FILE = new RegExp(`(?:^|/)(?:${LANGUAGES.join('|')})-[\\w-]+\\.js$`);

/**
 * Whether a file of the build is one of the catalog chunks catalogChunkOf names: a language, maybe
 * its areas, then the build's hash (`zh-DOJa_PfG.js`, `cn-admin-CN0Jezs0.js`).
 */
export function isCatalogChunkFile(file: string): boolean {
  return CATALOG_CHUNK_FILE.test(file);
}
