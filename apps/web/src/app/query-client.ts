import { QueryClient } from '@tanstack/react-query';

// SPEC section 9: cached data is dropped as soon as it is unused and refetched on every mount.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: 0, refetchOnMount: 'always', retry: 1, refetchOnWindowFocus: false },
  },
});
