// The code-step lockout (SPEC section 8): more than 3 wrong codes within 24 hours means a
// 5-minute wait before a new code is sent. Shows the wait counting down and where to get help.

import { OTP_LOCK_MS } from '@fis/shared/limits';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { retryAfterOf } from '../../../lib/form-errors';
import { errorCodeOf } from './form-error-alert';

export const SUPPORT_EMAIL = 'internship@fintech-scheme.hk';

function secondsUntil(until: number | null): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Seconds left until `until` (a timestamp in ms), updated every second; 0 once passed. */
export function useCountdown(until: number | null): number {
  const [remaining, setRemaining] = useState(() => secondsUntil(until));
  useEffect(() => {
    setRemaining(secondsUntil(until));
    if (until === null) return;
    const id = window.setInterval(() => {
      const left = secondsUntil(until);
      setRemaining(left);
      if (left === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return remaining;
}

/** The lockout of a sign-in code step: the wait counting down and whether its dialog is open. */
export function useLockout() {
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const remaining = useCountdown(lockedUntil);

  // Stable, so an effect may call it without running again.
  const lockFor = useCallback((seconds: number | undefined) => {
    setLockedUntil(Date.now() + (seconds ?? OTP_LOCK_MS / 1000) * 1000);
    setDialogOpen(true);
  }, []);

  /** Locks and opens the dialog when `err` is OTP_LOCKED; says whether it was. */
  const lockFromError = (err: unknown): boolean => {
    if (errorCodeOf(err) !== 'OTP_LOCKED') return false;
    lockFor(retryAfterOf(err));
    return true;
  };

  return {
    remaining,
    locked: remaining > 0,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    lockFor,
    lockFromError,
  };
}

/** 4:05 for 245 seconds. */
export function formatWait(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface LockoutModalProps {
  opened: boolean;
  onClose: () => void;
  /** Seconds left before a new code may be sent. */
  remaining: number;
  /** When given, the dialog offers a new code once the wait is over. */
  onResend?: () => void;
  resending?: boolean;
}

const LockoutDialog = lazy(() => import('./lockout-dialog').then((m) => ({ default: m.LockoutDialog })));

/** The dialog's code loads the first time it opens: most sign-ins never need it. */
export function LockoutModal(props: LockoutModalProps) {
  const [needed, setNeeded] = useState(props.opened);
  if (props.opened && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LockoutDialog {...props} />
    </Suspense>
  );
}
