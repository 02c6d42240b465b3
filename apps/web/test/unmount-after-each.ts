// The web suite's setup (vitest.config.ts): after each test on happy-dom, what it rendered is
// unmounted. Testing Library does so by itself only where `afterEach` is a global, which it is not
// here; a hook left mounted can have React run its scheduled work after the file's window is gone
// ("window is not defined", an unhandled error that fails the run).
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
