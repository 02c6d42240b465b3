// The build's last step: the public pages a visitor opens first, rendered to HTML in each language
// (docs/decisions/014). `vite build --ssr build/prerender.tsx` bundles this file with the app's own
// code into dist-prerender/; running that bundle writes dist/pages/{lang}/{page}.html, with their
// brotli and gzip copies: index.html with the page already inside #root, the page's stylesheets
// linked, and its scripts requested once the page is painted (start-after-paint.js). The server sends one to a visitor without a
// session (apps/api/src/plugins/web-app.ts) and the app takes it over (src/main.tsx). The
// signed-in pages of app/early-pages.ts get a frame, dist/frames/{lang}/{page}.html: their area's
// shell and the page as drawn before the user and the data are known, painted from the HTML and
// drawn anew by the app once those are here. Every other address gets dist/app-shell/{lang}.html:
// index.html naming that language's base catalogs and the signed-in layout's code for download at
// once, and the early script (app/early-requests.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { HTML_LANG } from '@fis/shared/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { EARLY_PAGES, type EarlyPageFiles, OWN_PAGE_ATTRIBUTE, SIDEBAR_CLOSED_ATTRIBUTE } from '../src/app/early-pages';
import { type CatalogArea, catalogChunkOf, namespacesOf } from '../src/lib/catalog-areas';
import { areaOf } from '../src/lib/session';

// A prerendered page is what a visitor with nothing stored sees: no session, no language chosen.
// The app reads its stored items as it renders, so the build gives it empty stores to read.
const nothingStored: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};
Object.assign(globalThis, { localStorage: nothingStored, sessionStorage: nothingStored });

const { App } = await import('../src/app/app');
const { RequireRole } = await import('../src/app/guards');
const { routerReady, routes } = await import('../src/app/routes');
const { default: i18n, initI18n } = await import('../src/lib/i18n');
const { documentTitle, pageHandleOf } = await import('../src/lib/page-title');

/** The pages prerendered, with the module their route loads (named in the build's manifest). */
const PAGES = [
  { path: '/', module: 'src/app/routes/public/landing.tsx' },
  { path: '/sign-in', module: 'src/app/routes/public/sign-in.tsx' },
  { path: '/register', module: 'src/app/routes/public/register.tsx' },
];

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(DIST, 'index.html'), 'utf8');
/** The early script (app/early-requests.ts), built on its own by build/early-requests.config.ts. */
const earlyRequestsScript: string = JSON.parse(readFileSync(join(DIST, '.vite/early-requests-manifest.json'), 'utf8'))[
  'src/app/early-requests.ts'
].file;

function chunkOf(key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
  return chunk;
}

/** A chunk's own script and styles and those of the chunks it imports, the entry's excepted. */
function filesOf(key: string, seen = new Set<string>()): { scripts: string[]; styles: string[] } {
  const chunk = chunkOf(key);
  if (seen.has(key) || chunk.isEntry) return { scripts: [], styles: [] };
  seen.add(key);
  const own = { scripts: [chunk.file], styles: chunk.css ?? [] };
  for (const imported of chunk.imports ?? []) {
    const files = filesOf(imported, seen);
    own.scripts.push(...files.scripts);
    own.styles.push(...files.styles);
  }
  return own;
}

/**
 * The chunks of a language's catalogs that a page of an area loads: the base chunk and the area's
 * (src/lib/catalog-areas.ts), found by their names in the manifest. No area: the base only.
 */
function catalogFiles(language: Language, area?: CatalogArea): string[] {
  const names = new Set([
    language,
    ...(area ? namespacesOf(area) : []).map((namespace) => catalogChunkOf(`/locales/${language}/${namespace}.json`)),
  ]);
  return [...names].map((name) => {
    const chunk = Object.values(manifest).find((candidate) => candidate.name === name);
    if (!chunk) throw new Error(`prerender: no catalog chunk ${name} in the build's manifest`);
    return chunk.file;
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** index.html's #root with the splash the app's other pages show while their scripts arrive. */
const SPLASH_ROOT = /<div id="root">\s*<!--splash[\s\S]*<!--\/splash-->\s*<\/div>/;
const SPLASH_STYLE = /<style>[^<]*splash[^<]*<\/style>\s*/;

const TITLE = /<title>[^<]*<\/title>/;
/** Text in HTML: catalog strings, but written as text all the same. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The <title> of a page the build writes, and its <meta name="description"> when its route has one
 * (lib/page-title.ts), in the language i18next is in: what the app would set once it runs. Without
 * an address (index.html for any address), the scheme's name.
 */
function titleTags(path?: string): string {
  const handle = path ? pageHandleOf((matchRoutes(routes, path) ?? []).map(({ route }) => route)) : undefined;
  const title = handle ? documentTitle(i18n.t, handle.title) : i18n.t('common:appName');
  const description = handle?.description
    ? `<meta name="description" content="${escapeHtml(i18n.t(`titles:${handle.description}`))}">`
    : '';
  return `<title>${escapeHtml(title)}</title>${description}`;
}

const STYLE = /<style[^>]*>[^<]*<\/style>/g;
const HOISTED_STYLE = /^<style data-precedence=/;

/**
 * The <style> elements of a rendered page, taken out of its body for its head: HTML allows them
 * only there. React writes the stylesheets it hoists (a <style> with href and precedence: the
 * theme's variables, the responsive style props' rules) before the page's markup, and finds them
 * anywhere in the document when it hydrates. Any other <style> (Mantine's SimpleGrid, Grid, AppShell
 * write one beside themselves) moves too in a frame, which the app draws anew; in a page the app
 * hydrates it would be missed where hydration expects it, so it fails the build
 * (components/ui/columns-grid.tsx draws such grids instead).
 */
function stylesToHead(rendered: string, kind: 'page' | 'frame', path: string): { body: string; styles: string } {
  const styles: string[] = [];
  const body = rendered.replace(STYLE, (style) => {
    if (kind === 'page' && !HOISTED_STYLE.test(style)) {
      throw new Error(`prerender: ${path} renders a <style> in its body (${style.slice(0, 120)}…)`);
    }
    styles.push(style);
    return '';
  });
  return { body, styles: styles.join('') };
}

/** The script that starts the app once the page is painted, under a name that changes with it. */
function startAfterPaint(): string {
  const code = readFileSync(fileURLToPath(new URL('../build/start-after-paint.js', import.meta.url)), 'utf8');
  const file = `assets/start-after-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  write(join(DIST, file), code);
  return `/${file}`;
}

/** What a document is made of: the layout's and the page's modules, and the area of its catalogs. */
interface DocumentParts {
  /** The page's address, whose route names its title. */
  path: string;
  layout: string;
  module: string;
  area: CatalogArea;
}

const PUBLIC_PAGE = { layout: 'src/components/layout/public-layout.tsx', area: 'public' } as const;

/** The splash of index.html's #root (the scheme's mark and a ring), without the comments around it. */
const SPLASH = /<!--splash[\s\S]*?-->([\s\S]*)<!--\/splash-->/.exec(template)?.[1]?.trim() ?? '';

/**
 * A frame's sidebar closed, as Mantine's AppShell closes it from its breakpoint (sm) up, while the
 * frame is on screen (the app's own AppShell then says open or closed).
 */
const SIDEBAR_CLOSED = `@media (min-width:48em){html[${SIDEBAR_CLOSED_ATTRIBUTE}]:has([data-frame-page]){--app-shell-navbar-offset:0px;--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1))}}`;

/**
 * The page's HTML inside the built index.html. Its stylesheets are linked in the head; its scripts
 * (the entry, what the entry imports, the layout's and the page's chunks, the area's catalogs) are
 * named for start-after-paint.js, which requests them after the first paint.
 *
 * A prerendered public page is taken over by the app as it is (hydrated). A frame is drawn anew:
 * it is inert until then, so that nothing can be typed into it and lost; and it is shown only when
 * the early script, named in the head, finds the page to be the visitor's own (OWN_PAGE_ATTRIBUTE),
 * the scheme's mark otherwise.
 */
function documentOf(parts: DocumentParts, kind: 'page' | 'frame', language: Language, rendered: string): string {
  const { body, styles: headStyles } = stylesToHead(rendered, kind, parts.path);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('prerender: no entry script in index.html');
  const layout = filesOf(parts.layout);
  const own = filesOf(parts.module);
  const scripts = [...layout.scripts, ...own.scripts, ...catalogFiles(language, parts.area)];
  const styles = [...layout.styles, ...own.styles];
  const preload = [...template.matchAll(PRELOAD)].map((match) => match[1]).concat(scripts.map((file) => `/${file}`));
  const stylesheets = [...new Set(styles)]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  const loading = `data-entry="${entry}" data-preload="${[...new Set(preload)].join(' ')}"`;
  const root =
    kind === 'page'
      ? `<div id="root" data-prerendered="${language}" ${loading}>${body}</div>`
      : `<div id="root" data-frame="${language}" inert aria-busy="true" ${loading}><div data-frame-page>${body}</div><div data-frame-splash>${SPLASH}</div></div>`;
  const frameHead =
    kind === 'page'
      ? ''
      : `<script src="/${earlyRequestsScript}"></script><style>html:not([${OWN_PAGE_ATTRIBUTE}]) [data-frame-page],html[${OWN_PAGE_ATTRIBUTE}] [data-frame-splash]{display:none}${SIDEBAR_CLOSED}</style>`;
  let html = template
    // Mantine's colours hang on this attribute, which the app would otherwise set only once it runs.
    .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}" data-mantine-color-scheme="light">`)
    .replace(TITLE, titleTags(parts.path))
    .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="${starter}"></script>`)
    .replace(PRELOAD, '')
    // The early script first, so that it runs before the stylesheets arrive: a script after them
    // would wait for them.
    .replace('<meta charset="UTF-8" />', (charset) => `${charset}${frameHead}`)
    .replace('</head>', `${stylesheets}${headStyles}</head>`)
    .replace(SPLASH_ROOT, root);
  // A page has no splash left to turn; a frame keeps it for other visitors.
  if (kind === 'page') html = html.replace(SPLASH_STYLE, '');
  if (!html.includes(`<div id="root" data-${kind === 'page' ? 'prerendered' : 'frame'}=`)) {
    throw new Error('prerender: no splash in #root in index.html');
  }
  return html;
}

/**
 * The routes that draw an early page's frame: the app's own for its address, without the guard
 * that waits for the user (the build knows none), so that the area's shell and the page are drawn
 * as they are before the user and the page's data are known.
 */
function frameRoutes(path: string): RouteObject[] {
  const chain = matchRoutes(routes, path)?.map(({ route }) => route);
  if (!chain) throw new Error(`prerender: no route for ${path}`);
  return chain.reduceRight<RouteObject[]>((children, route) => {
    const guard = (route.element as { type?: unknown } | undefined)?.type === RequireRole;
    return [
      {
        path: route.path,
        lazy: route.lazy,
        element: guard ? undefined : route.element,
        children: children.length > 0 ? children : undefined,
      } as RouteObject,
    ];
  }, []);
}

/**
 * index.html as every other address gets it, in one language: its base catalogs and the signed-in
 * layout's code are named at once, so that they download beside the entry rather than after it
 * has run (most of those addresses are signed-in pages), and the early script, which asks for the
 * current user and the first page's data as soon as it arrives. The server picks the language as
 * for the prerendered pages.
 */
function appShellOf(language: Language): string {
  const layout = filesOf('src/app/shell.tsx');
  const notInTemplate = (file: string) => !template.includes(`/${file}"`);
  const baseCatalogs = catalogFiles(language);
  const scripts = [...baseCatalogs, ...layout.scripts].filter(notInTemplate);
  const links = [
    ...[...new Set(scripts)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...new Set(layout.styles.filter(notInTemplate))].map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
    ),
  ].join('');
  const pageFiles: EarlyPageFiles = Object.fromEntries(
    Object.entries(EARLY_PAGES).map(([path, page]) => {
      const { scripts, styles } = filesOf(page.module);
      // The catalogs of the page's area, beside its code (the base ones are named above).
      scripts.push(...catalogFiles(language, areaOf(page.role)).filter((file) => !baseCatalogs.includes(file)));
      return [
        path,
        { scripts: [...new Set(scripts)].filter(notInTemplate), styles: [...new Set(styles)].filter(notInTemplate) },
      ];
    }),
  );
  const early = `<script async src="/${earlyRequestsScript}" data-page-files='${JSON.stringify(pageFiles)}'></script>`;
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
      .replace(TITLE, titleTags())
      // The entry's stylesheet does not hold back the splash's paint (it needs none): asked for
      // as early, it is applied by main.tsx before the app's first render (lib/entry-styles.ts).
      .replaceAll(
        /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
        '<link rel="preload" as="style" crossorigin href="$1" data-entry-style>',
      )
      // Named before the entry, so that it is asked for first.
      .replace(ENTRY_SCRIPT, (entry) => `${early}${entry}`)
      .replace('</head>', `${links}</head>`)
  );
}

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  const bytes = Buffer.from(content);
  writeFileSync(file, bytes);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

const starter = startAfterPaint();

async function render(router: ReturnType<typeof createMemoryRouter>): Promise<string> {
  await routerReady(router);
  return renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

await initI18n('zh');
for (const language of LANGUAGES) {
  await i18n.changeLanguage(language);
  for (const page of PAGES) {
    const body = await render(createMemoryRouter(routes, { initialEntries: [page.path] }));
    const name = page.path === '/' ? 'index' : page.path.slice(1);
    write(
      join(DIST, 'pages', language, `${name}.html`),
      documentOf({ ...PUBLIC_PAGE, ...page }, 'page', language, body),
    );
  }
  for (const [path, page] of Object.entries(EARLY_PAGES)) {
    const body = await render(createMemoryRouter(frameRoutes(path), { initialEntries: [path] }));
    const parts = { path, layout: 'src/app/shell.tsx', module: page.module, area: areaOf(page.role) };
    write(join(DIST, 'frames', language, `${path.slice(1)}.html`), documentOf(parts, 'frame', language, body));
  }
  write(join(DIST, 'app-shell', `${language}.html`), appShellOf(language));
}
