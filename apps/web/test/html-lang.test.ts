// @vitest-environment happy-dom
// <html lang> follows the reader's language in the browser (lib/i18n.ts), and is written only when
// the language changes: the server has already written it, and writing it again, even unchanged,
// costs a phone's main thread a re-resolution of the whole page's language as the page starts.
import { expect, it } from 'vitest';
import { setLanguage, startI18n } from '../src/lib/i18n';

it('leaves the lang the server wrote as it is, and writes the new one when the reader switches', async () => {
  document.documentElement.lang = 'zh-Hans';
  const writes: (string | null)[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) writes.push((record.target as HTMLElement).getAttribute('lang'));
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

  await startI18n('cn');
  await new Promise((resolve) => setTimeout(resolve));
  expect(writes).toEqual([]);

  await setLanguage('en');
  await new Promise((resolve) => setTimeout(resolve));
  expect(writes).toEqual(['en']);
  expect(document.documentElement.lang).toBe('en');
  observer.disconnect();
});
