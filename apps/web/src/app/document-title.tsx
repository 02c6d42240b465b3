// The document's title and description follow the page, in the reader's language: the title's key
// is the page's route id (routes.ts), or the title a page puts over it (lib/page-title.ts). React
// puts the <title> and <meta> into the document's head, on the server and as the reader moves.
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { descriptionKeyOf, documentTitle, titleKeyOf, useTitleOverride } from '../lib/page-title';

/** `titleKey`: the title of a page standing in for the route's (root.tsx's error boundary). */
export function DocumentTitle({ titleKey }: { titleKey?: string }) {
  const { t, i18n } = useTranslation(['titles', 'common'], { useSuspense: false });
  const matches = useMatches();
  const key = useTitleOverride() ?? titleKey ?? titleKeyOf(matches, (candidate) => i18n.exists(`titles:${candidate}`));
  const description = key ? descriptionKeyOf(key) : undefined;
  const hasDescription = description !== undefined && i18n.exists(`titles:${description}`);
  return (
    <>
      <title>{key ? documentTitle(t, key) : t('common:appName')}</title>
      {hasDescription && <meta name="description" content={t(`titles:${description}`)} />}
    </>
  );
}
