import { Center, Loader } from '@mantine/core';

/** Shown before the catalogs and the current user are loaded; no text exists yet to translate. */
export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-live="polite" aria-busy="true">
      <Loader aria-label="Loading / 載入中 / 加载中" />
    </Center>
  );
}
