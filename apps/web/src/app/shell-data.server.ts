// The signed-in shell's first data, for the first HTML of every page in it (docs/decisions/045):
// the bell's notifications in the reader's language and, but in the admin portal, the unread
// message count. The browser shows them from the page; the bell polls for new ones once the page is
// settled (lib/page-settled.ts), its first poll a poll's interval later.
import type { Role } from '@fis/shared/enums';
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { unreadCountQuery } from '../features/messages/api/messages';
import { latestNotificationsQuery } from '../features/notifications/api/notifications';
import type { FirstData } from '../lib/first-data';
import { prefetched } from '../lib/prefetch.server';
import { areaOf } from '../lib/session';

/** The shell's queries, asked as a user of `role`. */
export function shellData(context: AppLoadContext, role: Role): Promise<FirstData> {
  const area = areaOf(role);
  return prefetched(context, [
    latestNotificationsQuery(context.language),
    ...(area === 'admin' ? [] : [unreadCountQuery()]),
  ]);
}

/** A signed-in area's loader: its guard (app/guards.ts), then the shell's first data. */
export const areaLoader =
  (guard: { loader: (args: LoaderFunctionArgs) => Promise<unknown> }, role: Role) =>
  async (args: LoaderFunctionArgs) => {
    await guard.loader(args);
    return shellData(args.context, role);
  };
