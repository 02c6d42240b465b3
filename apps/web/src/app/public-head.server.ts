// What a public page's loader writes its head with (features/job-search/utils/public-page-meta.ts),
// from the request: its origin is the site's public one (web-app.ts builds it on PUBLIC_URL).
import { isLanguage } from '@fis/shared/i18n';
import type { AppLoadContext } from 'react-router';
import type { HeadOptions } from '../features/job-search/utils/public-page-meta';
import { i18nFor } from '../lib/i18n.server';

export function headOptions(request: Request, context: AppLoadContext): HeadOptions {
  const url = new URL(request.url);
  const chosen = url.searchParams.get('lng');
  return {
    origin: url.origin,
    chosen: isLanguage(chosen) ? chosen : null,
    language: context.language,
    t: i18nFor(context.language).t,
  };
}
