// The document's title and description follow the page: the route table's handle of the address
// (lib/page-title.ts), or the title a page puts over it, in the reader's language, written again
// when the reader moves or changes language. The root of the route table, above both layouts.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { documentTitle, pageHandleOf, useTitleOverride } from '../lib/page-title';

/** The page's <meta name="description">: only the public pages have one. */
function writeDescription(text: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (text === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

export function DocumentTitle() {
  const { t } = useTranslation(['titles', 'common'], { useSuspense: false });
  const handle = pageHandleOf(useMatches());
  const override = useTitleOverride();
  const key = override ?? handle?.title;
  const title = key ? documentTitle(t, key) : t('common:appName');
  const description = !override && handle?.description ? t(`titles:${handle.description}`) : undefined;
  useEffect(() => {
    document.title = title;
    writeDescription(description);
  }, [title, description]);
  return <Outlet />;
}
