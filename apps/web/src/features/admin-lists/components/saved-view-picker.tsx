// The saved-view picker itself, Mantine's Select (searchable once there are many views):
// saved-views-bar.tsx loads it when someone reaches for the field it draws until then, and it
// takes over that field's focus, and its press.
import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field is replaced
  useEffect(() => {
    if (focusAtOnce || openAtOnce) ref.current?.focus();
    if (!openAtOnce) return;
    const frame = requestAnimationFrame(() => ref.current?.click());
    return () => cancelAnimationFrame(frame);
  }, []);
  return <Select ref={ref} {...props} />;
}
