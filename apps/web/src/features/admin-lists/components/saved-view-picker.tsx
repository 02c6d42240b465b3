// The saved-view picker itself, Mantine's Select (searchable once there are many views):
// saved-views-bar.tsx loads it when someone reaches for the field it draws until then, and it
// takes over that field's focus, and its press.
import { Select, type SelectProps } from '@mantine/core';
import { useRef } from 'react';
import { useTakeOver } from '../../../lib/load-on-intent';

export default function SavedViewPicker({
  openAtOnce,
  focusAtOnce,
  ...props
}: SelectProps & {
  /** The field drawn before this code arrived was pressed. */
  openAtOnce: boolean;
  /** That field had the focus. */
  focusAtOnce: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // The press is made again on the Select, once it has been drawn: opened at its mount instead, its
  // field said it was closed (aria-expanded) until something drew it again.
  useTakeOver(ref, { focused: focusAtOnce, pressed: openAtOnce }, () =>
    requestAnimationFrame(() => ref.current?.click()),
  );
  return <Select ref={ref} {...props} />;
}
