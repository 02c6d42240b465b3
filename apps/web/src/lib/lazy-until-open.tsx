// A dialog or drawer whose code (Mantine's Modal or Drawer, a form with its validation) is asked
// for when it first opens, not with the page: until then nothing of it is drawn anyway, and a page
// that carried it from the start paid for it in the bytes a phone waits for before the first paint.
// Once opened it stays mounted, so that it closes with its transition and opens again at once.
import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a component of any props; the caller's props are checked
type AnyComponent = ComponentType<any>;

/** The component `name` of the module `load` brings, drawn from the first time `isOpen` holds. */
export function lazyUntilOpen<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  isOpen: (props: ComponentProps<M[K]>) => boolean,
): ComponentType<ComponentProps<M[K]>> {
  type Props = ComponentProps<M[K]>;
  const Loaded = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<Props> })));
  return function UntilOpen(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Adjusting state while rendering, as React's docs have it for a prop that changed.
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
