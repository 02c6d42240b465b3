import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Four suites: shared rules; the API over real HTTP against a real database; the web app's
// functions and hooks; and the platform as a whole, its pages read over HTTP and in a real browser.
// `npm run test:api` runs the API suite alone (CI runs it on PostgreSQL too).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Vitest's default (one worker fewer than the cores) is one on our two-core machines; the
    // files spend part of their time waiting on the browser, the database and the network, so
    // one more file than there are cores keeps both busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['packages/shared/test/**/*.test.ts'],
          // The catalog checks convert every string of three languages: seconds alone, many times
          // that beside the browser suite. The deadline catches a hang, never a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // PostgreSQL and Redis checked in a few seconds, with one line naming what is missing and how to start it.
          globalSetup: ['apps/api/test/required-services.ts'],
          // Deadlines catch a hang, never a slow machine: beside a CPU burner, or with the browser
          // suite sharing the two cores, a test runs several times slower than alone (the
          // applicants' tabs make some fifty argon2 hashes), and a test that fits only an idle
          // machine fails at random. Each test waits for the condition it checks.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 60_000 } },
          // The files share a worker's loaded modules instead of importing the app again each
          // (about 1.7 s a file): each starts its own app on its own database, the modules keep
          // no state between apps but caches keyed by them, and no file mocks or stubs a module
          // (docs/decisions/030).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          // The fast tier: functions, and hooks and components on happy-dom.
          include: ['apps/web/test/**/*.test.ts'],
          // What a test on happy-dom rendered is unmounted after it (apps/web/test/unmount-after-each.ts).
          setupFiles: ['apps/web/test/unmount-after-each.ts'],
          // Beside the browser suite a hook's test runs many times slower than alone; the deadline
          // catches a hang, never a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          // The browser suite (e2e/) and the page tier (pages/: pages rendered by the real platform,
          // read over HTTP without a browser). Both start the built platform, which renders pages
          // with React; React picks its build by NODE_ENV when first loaded, and its development
          // build renders a signed-in page about half again as slowly. The platform runs as in
          // production; the fast tier keeps the development build its `act` needs.
          include: ['apps/web/e2e/**/*.test.ts', 'apps/web/pages/**/*.test.ts'],
          env: { NODE_ENV: 'production' },
          // As in the API suite, the files share a worker's loaded modules instead of importing the
          // platform again each (about 3 s a file): each starts its own platform and browser, and
          // what the watchers keep per file is reset by the setup file before each.
          isolate: false,
          setupFiles: ['apps/web/e2e/watch-each-test.ts'],
          // As in the API suite, deadlines catch a hang, never a slow machine: with two platforms
          // and two browsers sharing two busy cores a journey takes several times as long as alone.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // expect.poll waits as long as a Playwright step (the harness's 60 s), not Vitest's 1 s:
          // an app can take seconds to answer on a busy machine, and a wait that fits only an idle
          // machine fails at random in CI.
          expect: { poll: { timeout: 60_000 } },
          // Files run side by side like the others': each starts its own platform (database,
          // port, mail sink) and its own Chromium, so no record is shared between them.
        },
      },
    ],
  },
});
