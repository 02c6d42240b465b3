import { Center, Loader } from '@mantine/core';

/**
 * Shown before the catalogs and the current user are loaded; no text exists yet to translate.
 * The status region carries the name: a name on the spinner itself (a span) is not allowed.
 */
export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-live="polite" aria-busy="true" aria-label="Loading / 載入中 / 加载中">
      <Loader aria-hidden />
    </Center>
  );
}
