// Where a layout (the signed-in shell, the public pages) puts the notice of a suspension: nothing
// until one is known (lib/account-suspended.ts), then the notice, whose code loads only then.
import { lazy, Suspense } from 'react';
import { useAccountSuspended } from '../../lib/account-suspended';

const SuspendedNotice = lazy(() => import('./suspended-notice').then((m) => ({ default: m.SuspendedNotice })));

export function SuspendedNoticeSlot({ signInPath }: { signInPath: string }) {
  const suspended = useAccountSuspended();
  if (!suspended) return null;
  return (
    <Suspense fallback={null}>
      <SuspendedNotice signInPath={signInPath} />
    </Suspense>
  );
}
