// What each real-time event refreshes (docs/decisions/016). Here in the app layer because the
// keys belong to several features. The socket opens once the page is settled, off the first
// paint's path, and closes when the signed-in shell goes (sign-out).
import type { RealtimeEvent } from '@fis/shared/realtime-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminWaitingKey } from '../features/admin/api/get-waiting-counts';
import { dashboardKey } from '../features/dashboard/api/get-candidate-statistics';
import { eligibilityQueueKey } from '../features/eligibility/api/eligibility-queue';
import { groupMessagesKey } from '../features/group-messages/api/group-messages';
import { messagesKey } from '../features/messages/api/messages';
import { notificationsKey } from '../lib/notifications-key';
import { usePageSettled } from '../lib/page-settled';
import { pipelineKey } from '../lib/pipeline-key';
import { placementsKey } from '../lib/placements-key';
import { placesKey } from '../lib/places-key';
import { roundsKey } from '../lib/rounds-key';
import { storage } from '../lib/storage';

/**
 * The queries an event makes stale; the pipeline key covers applications, candidates and
 * interviews. A new message arrives with its notification: the boxes are refreshed with the bell
 * (the sidebar's unread count follows the bell's key by itself).
 */
const REFRESHES: Record<RealtimeEvent, readonly (readonly string[])[]> = {
  // A reply to a group message comes with its notification: the group's counts follow.
  'notification:new': [notificationsKey, messagesKey, groupMessagesKey],
  // An accepted offer makes a placement (docs/decisions/041).
  'application:changed': [pipelineKey, dashboardKey, placementsKey],
  'interview:changed': [pipelineKey, dashboardKey],
  'admin:waiting': [adminWaitingKey, eligibilityQueueKey],
  // A place taken may have filled the round: its phase is read again with the places.
  'places:changed': [placesKey, roundsKey],
  'placement:changed': [placementsKey],
};

/** What is on screen is asked for again; a page's data fetched ahead before the event is not used (decision 047). */
function refresh(client: QueryClient, keys: readonly (readonly string[])[]) {
  storage.noteChange();
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

export function useLiveUpdates(): void {
  const client = useQueryClient();
  const settled = usePageSettled();
  useEffect(() => {
    if (!settled) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import('../lib/live-updates').then(({ startLiveUpdates }) => {
      if (gone) return;
      stop = startLiveUpdates({
        onEvent: (event) => refresh(client, REFRESHES[event]),
        onReconnect: () => refresh(client, [...new Set(Object.values(REFRESHES).flat())]),
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [client, settled]);
}
