import { Center, Loader, Stack } from '@mantine/core';

/**
 * Shown before the catalogs and the current user are loaded; no text exists yet to translate.
 * The status region carries the name: a name on the spinner itself (a span) is not allowed.
 * The scheme's mark above the ring, as index.html's splash draws them before the app runs, so that
 * the page does not move when the app takes over.
 */
export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-live="polite" aria-busy="true" aria-label="Loading / 載入中 / 加载中">
      <Stack align="center" gap={16}>
        <svg width="48" height="48" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="6" fill="var(--mantine-primary-color-filled)" />
          <path d="M9 23V9h11v3h-7.5v3H19v3h-6.5v5z" fill="#fff" />
        </svg>
        <Loader aria-hidden />
      </Stack>
    </Center>
  );
}
