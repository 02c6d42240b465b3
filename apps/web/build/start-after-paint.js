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

// Until the app takes the page over, what is typed stays in the fields and links lead on, but a
// button that is not the form's or a list to pick from has nothing behind it yet: a click on one
// would be lost. The last such click is kept, forgotten once the visitor is elsewhere, and repeated
// by the app once it has taken the page over (main.tsx): `hold` as it starts to (React answers what
// comes after, so a later click or focus only forgets), `take` once it has.
if (root.dataset.prerendered) {
  let clicked = null;
  let holding = false;
  const remember = (event) => {
    clicked = holding ? null : (event.target.closest?.('button:not([type="submit"]), [aria-haspopup]') ?? null);
  };
  const forget = (event) => {
    if (clicked && (holding || !clicked.contains(event.target))) clicked = null;
  };
  root.addEventListener('click', remember, true);
  root.addEventListener('focusin', forget, true);
  root.earlyClick = {
    hold() {
      holding = true;
    },
    take() {
      root.removeEventListener('click', remember, true);
      root.removeEventListener('focusin', forget, true);
      return clicked;
    },
  };
}
