/**
 * The entry's stylesheets, which index.html per language asks for without letting them hold back
 * the splash's first paint (build/prerender.tsx marks them `data-entry-style`), applied: resolves
 * once they are, so that nothing is drawn unstyled. Resolves at once where there are none (a
 * prerendered page, the development server).
 */
export function applyEntryStyles(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-entry-style]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          // A stylesheet that failed to load is not waited for: the page is still drawn.
          sheet.onload = sheet.onerror = () => resolve();
          // In the preload's place, before the stylesheets the pages' chunks have added by now:
          // those come later in the cascade, as they would after a stylesheet in the HTML.
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
