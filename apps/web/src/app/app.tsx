import {
  CloseButton,
  type CloseButtonProps,
  type CSSVariablesResolver,
  MantineProvider,
  mergeThemeOverrides,
} from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { i18nReady } from '../lib/i18n';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

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

export function App() {
  const labelledTheme = useLabelledTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    i18nReady.then(() => setReady(true));
  }, []);
  return (
    <MantineProvider theme={labelledTheme} cssVariablesResolver={resolver}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        {ready ? <RouterProvider router={router} /> : <FullPageLoader />}
      </QueryClientProvider>
    </MantineProvider>
  );
}
