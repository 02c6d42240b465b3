// How the API sends the public pages the web build prerendered (plugins/web-app.ts,
// docs/decisions/014): the page in the visitor's language, chosen as the app chooses it
// (visitorLanguage: ?lng=, the lng cookie, the browser's first language, zh), saying what it
// varies with; the frames of the early signed-in pages (frames/{lang}/, the job list) likewise, at
// their bare addresses; every other address gets index.html, in that language when the build
// wrote one (app-shell/{lang}.html). Web builds of our own making stand in for apps/web/dist.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const page = (lang: string, name: string) =>
  `<!doctype html><html><body><div id="root" data-prerendered="${lang}"><h1>${name} ${lang}</h1></div></body></html>`;

const shell = (lang: string) => `<!doctype html><html lang="${lang}"><body><div id="root"></div></body></html>`;
const frame = (lang: string) =>
  `<!doctype html><html><body><div id="root" data-frame="${lang}" inert><h1>job list ${lang}</h1></div></body></html>`;

function webBuild({ appShells }: { appShells: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'fis-web-dist-'));
  const files: Record<string, string> = { 'index.html': INDEX };
  for (const lang of ['en', 'zh', 'cn']) {
    files[`pages/${lang}/index.html`] = page(lang, 'landing');
    files[`pages/${lang}/sign-in.html`] = page(lang, 'sign-in');
    if (appShells) {
      files[`app-shell/${lang}.html`] = shell(lang);
      files[`frames/${lang}/candidate/job-list.html`] = frame(lang);
    }
  }
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return root;
}

let t: TestApp;
let withShells: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir: webBuild({ appShells: false }) });
  withShells = await startTestApp({ webDistDir: webBuild({ appShells: true }) });
});
afterAll(() => Promise.all([t.close(), withShells.close()]));

async function heading(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${path}`, { headers });
  return { res, heading: /<h1>([^<]*)</.exec(await res.text())?.[1] };
}

describe('a prerendered page', () => {
  it("comes in the browser's first language when it is one of ours, else in zh", async () => {
    expect((await heading('/', { 'accept-language': 'en-GB,en;q=0.9' })).heading).toBe('landing en');
    expect((await heading('/', { 'accept-language': 'zh-CN' })).heading).toBe('landing cn');
    expect((await heading('/', { 'accept-language': 'zh-TW,en;q=0.5' })).heading).toBe('landing zh');
    expect((await heading('/', { 'accept-language': 'fr-FR,en;q=0.8' })).heading).toBe('landing zh');
    expect((await heading('/sign-in')).heading).toBe('sign-in zh');
  });

  it('follows the lng cookie over the browser, and ?lng= over the cookie; a value we do not have counts for nothing', async () => {
    expect((await heading('/sign-in', { 'accept-language': 'en', cookie: 'a=1; lng=cn; b=2' })).heading).toBe(
      'sign-in cn',
    );
    expect((await heading('/sign-in?lng=en', { cookie: 'lng=cn' })).heading).toBe('sign-in en');
    expect((await heading('/sign-in?lng=xx', { cookie: 'lng=fr', 'accept-language': 'en' })).heading).toBe(
      'sign-in en',
    );
  });

  it('says it varies with the language headers, is revalidated, compressed, and answers HEAD', async () => {
    const { res } = await heading('/', { 'accept-encoding': 'br', cookie: 'lng=en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
    const head = await fetch(`${t.url}/sign-in`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('carries no validator, so that no cache is told it holds this page when it holds another language', async () => {
    const res = await fetch(`${t.url}/`, { headers: { cookie: 'lng=en' } });
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('last-modified')).toBeNull();
  });
});

describe('other addresses', () => {
  it('get index.html, as does a prerendered page with a query, and the prerendered files are not reachable by their own names', async () => {
    for (const path of ['/candidate/job-list', '/sign-in/verify-otp', '/forgot-password', '/sign-in?type=company']) {
      const res = await fetch(`${t.url}${path}`, { headers: { cookie: 'lng=en' } });
      expect(await res.text(), path).toBe(INDEX);
    }
    expect((await fetch(`${t.url}/pages/en/index.html`)).status).toBe(404);
    expect((await fetch(`${t.url}/pages/en/sign-in.html`)).status).toBe(404);
  });
});

describe('other addresses, with index.html written per language', () => {
  it("get the visitor's language's, chosen as for a prerendered page, and say what they vary with", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/candidate/dashboard', { cookie: 'lng=en' }, 'en'],
      ['/company/dashboard', { 'accept-language': 'zh-CN' }, 'cn'],
      // A frame is for its bare address: a query may change the page.
      ['/candidate/job-list?keyword=Risk', { cookie: 'lng=en' }, 'en'],
      ['/forgot-password?lng=en', { cookie: 'lng=cn' }, 'en'],
      ['/sign-in?type=company', {}, 'zh'],
    ];
    for (const [path, headers, lang] of cases) {
      const res = await fetch(`${withShells.url}${path}`, { headers });
      expect(await res.text(), path).toBe(shell(lang));
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toBeNull();
    }
    expect((await heading('/', { cookie: 'lng=en' })).heading).toBe('landing en');
    expect((await fetch(`${withShells.url}/app-shell/en.html`)).status).toBe(404);
  });
});

describe('a frame of a signed-in page', () => {
  it("comes in the visitor's language at its bare address, varying and revalidated, and is not reachable by its file's name", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/candidate/job-list', { cookie: 'lng=en' }, 'en'],
      ['/candidate/job-list', { 'accept-language': 'zh-CN' }, 'cn'],
      ['/candidate/job-list?lng=zh', { cookie: 'lng=en' }, 'zh'],
    ];
    for (const [path, headers, lang] of cases) {
      const res = await fetch(`${withShells.url}${path}`, { headers });
      expect(await res.text(), path).toBe(frame(lang));
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${withShells.url}/frames/en/candidate/job-list.html`)).status).toBe(404);
  });
});
