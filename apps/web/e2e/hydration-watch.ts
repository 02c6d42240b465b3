// Every page a browser test visits is watched for React's report that the browser's first render
// differed from the server's HTML (issue 26: no hydration warning on any page): a test in which
// one comes fails after it, naming the page and React's words, as the accessibility watch does.
import type { BrowserContext, Page } from 'playwright-core';

/** React's words for it; in a production build the minified errors #418, #419, #421, #422, #423 and #425. */
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

const found: string[] = [];

function watchPage(page: Page) {
  const note = (text: string) => {
    if (HYDRATION.test(text)) found.push(`${page.url()}: ${text.split('\n')[0]}`);
  };
  page.on('pageerror', (error) => note(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(message.text());
  });
}

export function watchHydration(context: BrowserContext): void {
  context.on('page', watchPage);
}

/** The mismatches reported since the last call, one line each. */
export function hydrationMismatches(): string[] {
  return found.splice(0);
}
