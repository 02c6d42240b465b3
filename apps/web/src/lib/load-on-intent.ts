// Code that a header control needs only once someone reaches for it (the account menu, the bell's
// list: Mantine's Menu and Popover, a scroll area, the items) is asked for when the pointer comes
// over the control, when it takes the focus, or when it is pressed; not with the page, whose own
// code and data it would otherwise compete with (docs/decisions/014). Until the code is here the
// control is a plain button that stays as it is: the press is kept (`pressed`, from the pointer
// going down, so that a press whose release lands on the real control after a swap still counts),
// and so are the focus (`focused`) and the pointer resting on it (`hovered`), for the real control
// to take over.
import { type RefObject, useEffect, useRef, useState } from 'react';

export interface Intent<T> {
  /** The module's default export, once someone reached for the control and it has arrived. */
  loaded: T | null;
  /** The stand-in was pressed before the code was here. */
  pressed: boolean;
  /** The stand-in has the focus now. */
  focused: RefObject<boolean>;
  /** The pointer is over the stand-in now. */
  hovered: RefObject<boolean>;
  /** For the stand-in button. */
  handlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onClick: () => void;
  };
}

export function useLoadOnIntent<T>(load: () => Promise<{ default: T }>): Intent<T> {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  const hovered = useRef(false);
  const asked = useRef(false);
  const press = () => {
    setPressed(true);
    want();
  };
  const want = () => {
    if (asked.current) return;
    asked.current = true;
    load().then(
      (module) => setLoaded(() => module.default),
      // Asked again at the next reach (the network may be back).
      () => {
        asked.current = false;
      },
    );
  };
  return {
    loaded,
    pressed,
    focused,
    hovered,
    handlers: {
      onPointerEnter: () => {
        hovered.current = true;
        want();
      },
      onPointerLeave: () => {
        hovered.current = false;
      },
      onPointerDown: press,
      onFocus: () => {
        focused.current = true;
        want();
      },
      onBlur: () => {
        focused.current = false;
      },
      // The keyboard's press (Enter, Space) comes as a click alone.
      onClick: press,
    },
  };
}

/**
 * In the real control, once, as it replaces the stand-in: it takes the focus the stand-in had or
 * the press it was given (first, so that closing a menu gives the focus back to it), then `open`s
 * for the press.
 */
export function useTakeOver(
  control: RefObject<HTMLElement | null>,
  { focused, pressed }: { focused: boolean; pressed: boolean },
  open?: () => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the stand-in is replaced
  useEffect(() => {
    if (focused || pressed) control.current?.focus();
    if (pressed) open?.();
  }, []);
}
