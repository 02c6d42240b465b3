// The two files search engines read at the site's root (docs/decisions/044): robots.txt, which
// keeps them out of the API and the signed-in areas and names the sitemap, and sitemap.xml
// (sitemaps.org protocol 0.9), one <url> per public page with its language versions as
// xhtml:link alternates: the web app takes ?lng= on any page (lib/i18n.ts browserLanguage).
import { LANGUAGES } from '@fis/shared/enums';
import { HTML_LANG } from '@fis/shared/i18n';
import { publicCompanyPath, publicJobPath } from '@fis/shared/public-pages';
import type { PublicPage } from './list-public-pages.js';

/**
 * Not for search engines: the API, the signed-in areas and their first-profile steps, and the
 * pages reached through a link in an email (they hold a token, or nothing without one). The trailing
 * slash of /company/ matters: /companies/ is public.
 */
const DISALLOWED = [
  '/api/',
  '/candidate/',
  '/company/',
  '/admin-portal',
  '/create-profile',
  '/create-company-profile',
  '/sign-in/verify-otp',
  '/update-password',
  '/verify-email',
  '/admin-invite',
  '/dev/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** W3C Datetime to the second, in UTC: what the protocol's lastmod takes. */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function urlElement(address: string, lastModified: Date): string {
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return [
    '  <url>',
    `    <loc>${escapeXml(address)}</loc>`,
    `    <lastmod>${w3cDatetime(lastModified)}</lastmod>`,
    ...LANGUAGES.map((language) => link(HTML_LANG[language], `${address}?lng=${language}`)),
    // Without ?lng= the page is in the visitor's own language (their choice, else their browser's).
    link('x-default', address),
    '  </url>',
  ].join('\n');
}

export function sitemapXml(publicUrl: string, pages: { companies: PublicPage[]; jobs: PublicPage[] }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.companies.map((page) => urlElement(`${publicUrl}${publicCompanyPath(page.id)}`, page.lastModified)),
    ...pages.jobs.map((page) => urlElement(`${publicUrl}${publicJobPath(page.id)}`, page.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}
