import {
  CloseButton,
  type CloseButtonProps,
  type CSSVariablesResolver,
  MantineProvider,
  mergeThemeOverrides,
} from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { queryClient } from './query-client';
import { theme } from './theme';

// The container of pop-up messages (and its transitions) is not needed to draw a page: it loads
// with the first message shown, which the store keeps until then.
const Notifications = lazy(() => import('./notifications-container'));

// Mantine's default help and error text colours (gray.6, red.6) fall under 4.5:1 on white.
const resolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7], '--mantine-color-error': theme.colors.red[9] },
  dark: {},
});

/**
 * The theme, with a name for every close button (dialogs, drawers, messages) in the reader's
 * language: Mantine gives them none.
 */
function useLabelledTheme() {
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('actions.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': close } as Partial<CloseButtonProps> }),
        },
      }),
    [close],
  );
}

/**
 * The app around a router: the browser's (main.tsx) or, in the build, a public page's
 * (build/prerender.tsx). Until `whenReady` settles (the catalogs), a loader stands in for the page;
 * `onShown` is called once the first page is on screen (after hydration, for a prerendered one).
 */
export function App({
  router,
  whenReady,
  onShown,
}: {
  router: DataRouter;
  whenReady?: Promise<unknown>;
  onShown?: () => void;
}) {
  const labelledTheme = useLabelledTheme();
  const [ready, setReady] = useState(!whenReady);
  useEffect(() => {
    // A transition: React renders the first page in slices, leaving the browser free to respond.
    whenReady?.then(() => startTransition(() => setReady(true)));
  }, [whenReady]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first page
  useEffect(() => {
    if (ready) onShown?.();
  }, [ready]);
  return (
    <MantineProvider theme={labelledTheme} cssVariablesResolver={resolver}>
      <QueryClientProvider client={queryClient}>
        <PopUpMessages />
        {ready ? <RouterProvider router={router} /> : <FullPageLoader />}
      </QueryClientProvider>
    </MantineProvider>
  );
}

function PopUpMessages() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Kept once loaded: the last message leaves with its transition.
  const shown = notifications.length + queue.length > 0;
  useEffect(() => {
    if (shown) setWanted(true);
  }, [shown]);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}
