// The document's title and description follow the page, in the reader's language: the title's key
// is the page's route id (routes.ts), or the title a page puts over it (lib/page-title.ts). A page
// of one record (a public job, a company) names it instead: its route's loader answers `title`, the
// page's name inside `titles:format`, and `description`, both in the language the server wrote the
// page in. React puts the <title> and <meta> into the document's head, on the server and as the
// reader moves.
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches } from 'react-router';
import { descriptionKeyOf, documentTitle, titleKeyOf, useTitleOverride } from '../lib/page-title';

/** What the deepest route's loader names the page by, if it does. */
export interface LoaderTitle {
  title?: string;
  description?: string;
}

function loaderTitleOf(matches: readonly UIMatch[]): LoaderTitle {
  const data = matches.at(-1)?.loaderData;
  if (typeof data !== 'object' || data === null) return {};
  const { title, description } = data as Record<string, unknown>;
  return {
    title: typeof title === 'string' && title ? title : undefined,
    description: typeof description === 'string' && description ? description : undefined,
  };
}

/** `titleKey`: the title of a page standing in for the route's (root.tsx's error boundary). */
export function DocumentTitle({ titleKey }: { titleKey?: string }) {
  const { t, i18n } = useTranslation(['titles', 'common'], { useSuspense: false });
  const matches = useMatches();
  const standIn = useTitleOverride() ?? titleKey;
  // A page standing in for another one (not found, an error) keeps its own title over the record's.
  const named = standIn ? {} : loaderTitleOf(matches);
  const key = standIn ?? titleKeyOf(matches, (candidate) => i18n.exists(`titles:${candidate}`));
  const descriptionKey = key ? descriptionKeyOf(key) : undefined;
  const description =
    named.description ??
    (descriptionKey !== undefined && i18n.exists(`titles:${descriptionKey}`)
      ? t(`titles:${descriptionKey}`)
      : undefined);
  let title = t('common:appName');
  if (named.title) title = t('titles:format', { page: named.title, site: t('common:appName') });
  else if (key) title = documentTitle(t, key);
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
