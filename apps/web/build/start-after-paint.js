// The only script a prerendered page names (build/prerender.tsx, docs/decisions/014). The page's
// text is on screen from its HTML and stylesheets alone; the app's scripts, which would compete
// with them for the connection, are requested once that first paint is done. A hidden tab paints
// nothing, so there the app starts at once.
const root = document.getElementById('root');

function start() {
  for (const href of root.dataset.preload.split(' ')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(root.dataset.entry);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
