// The platform project's setup file (vitest.config.ts): Vitest runs it before each test file, also
// where the files of a worker share its loaded modules, so every file's tests are watched alike.
// A test fails after it ends when a page it visited had a serious or critical accessibility
// violation (accessibility-watch.ts) or React reported that the browser's first render differed
// from the server's HTML (hydration-watch.ts).
import { afterEach, beforeAll } from 'vitest';
import { flushAccessibilityChecks, forgetCheckedPages } from './accessibility-watch.js';
import { hydrationMismatches } from './hydration-watch.js';

beforeAll(() => forgetCheckedPages());

afterEach(async () => {
  const violations = await flushAccessibilityChecks();
  const mismatches = hydrationMismatches();
  const problems = [
    ...(violations.length > 0 ? [`Serious or critical accessibility violations (axe-core):`, ...violations] : []),
    ...(mismatches.length > 0 ? [`The browser's first render differed from the server's:`, ...mismatches] : []),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
