import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { i18nReady } from '../lib/i18n';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

export function App() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    i18nReady.then(() => setReady(true));
  }, []);
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        {ready ? <RouterProvider router={router} /> : <FullPageLoader />}
      </QueryClientProvider>
    </MantineProvider>
  );
}
