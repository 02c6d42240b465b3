import { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';

// SPEC section 9: cached data is dropped as soon as it is unused and refetched on every mount.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: 0, refetchOnMount: 'always', retry: 1, refetchOnWindowFocus: false },
  },
});

// Answers depend on the reader's language (what companies wrote comes in the reader's Chinese
// script, docs/decisions/012): a change of language fetches what is on screen again.
i18n.on('languageChanged', () => {
  queryClient.invalidateQueries();
});
