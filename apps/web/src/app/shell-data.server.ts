// The signed-in shell's first data, for the first HTML of every page in it (docs/decisions/045):
// the bell's notifications in the reader's language and the unread message count. The browser shows them from the page; the bell polls for new ones once the page is
// settled (lib/page-settled.ts), its first poll a poll's interval later.
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { unreadCountQuery } from '../features/messages/api/messages';
import { latestNotificationsQuery } from '../features/notifications/api/notifications';
import type { FirstData } from '../lib/first-data';
import { prefetched } from '../lib/prefetch.server';

/** The shell's queries, asked as the signed-in user. */
export function shellData(context: AppLoadContext): Promise<FirstData> {
  return prefetched(context, [latestNotificationsQuery(context.language), unreadCountQuery()]);
}

/** A signed-in area's loader: its guard (app/guards.ts), then the shell's first data. */
export const areaLoader =
  (guard: { loader: (args: LoaderFunctionArgs) => Promise<unknown> }) => async (args: LoaderFunctionArgs) => {
    await guard.loader(args);
    return shellData(args.context);
  };
