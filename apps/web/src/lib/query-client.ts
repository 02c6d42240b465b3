// TanStack Query's client: the browser's one, and on the server one per request (root.tsx), so that
// no visitor's data is ever drawn into another's page.
import { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { refetchOnMount } from './first-data';

// SPEC section 9: cached data is dropped as soon as it is unused and refetched on every mount, but
// for what a page's loader has just delivered (lib/first-data.ts).
const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { gcTime: 0, refetchOnMount, retry: 1, refetchOnWindowFocus: false },
    },
  });

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return newQueryClient();
  if (!browserClient) {
    const client = newQueryClient();
    // Answers depend on the reader's language (what companies wrote comes in the reader's Chinese
    // script, docs/decisions/012): a change of language fetches what is on screen again.
    i18n.on('languageChanged', () => {
      client.invalidateQueries();
    });
    browserClient = client;
  }
  return browserClient;
}
