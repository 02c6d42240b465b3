// How the API serves the web app (plugins/web-app.ts, docs/decisions/045): the browser's files as
// the build's brotli and gzip copies, a year's cache for hashed assets, never a source map; every
// page address rendered as the visitor (their language, their user from the session cookie), its
// answer compressed, private, and allowed only the inline scripts that carry its nonce. A web
// build of our own making (with a source map in it, as a build with maps would have) and a
// stand-in renderer take the place of apps/web/dist.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '@fis/shared/web-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../src/plugins/web-app.js';
import { PASSWORD, registerVerifiedCandidate, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

const SCRIPT = `console.log(${JSON.stringify('the entry '.repeat(200))});`;
const FILES: Record<string, { text: string; compressed?: boolean }> = {
  'assets/entry.client-3f9a1c2b.js': { text: SCRIPT, compressed: true },
  'assets/entry.client-3f9a1c2b.js.map': { text: '{"version":3,"sourcesContent":["the whole source"]}' },
  'favicon.svg': { text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  '.vite/manifest.json': { text: '{}' },
  'docs/en/faq.html': { text: `<!doctype html><title>FAQ</title>${'<p>A question</p>'.repeat(50)}`, compressed: true },
};

/** A web build's folder: the browser's files in client/, as React Router writes them. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'fis-web-dist-'));
  for (const [path, { text, compressed }] of Object.entries(FILES)) {
    const file = join(root, 'client', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (compressed) {
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  }
  return root;
}

/** The address of every request the stand-in was handed, in order. */
const rendered: string[] = [];

/** Stands in for React Router: a page naming what it was given, 404 at /nowhere. */
const render: RenderPage = async (req, context) => {
  rendered.push(req.url);
  const user = await context.currentUser();
  const { pathname } = new URL(req.url);
  const html = `<!doctype html><html lang="${context.language}"><body><h1>${pathname}</h1><p>${
    user ? `signed in as ${user.email}` : 'signed out'
  }${context.accountSuspended() ? ', suspended' : ''}</p>${'<p>The page.</p>'.repeat(50)}<script nonce="${context.nonce}">start()</script></body></html>`;
  return new Response(html, {
    status: pathname === '/nowhere' ? 404 : 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
};

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request without fetch's automatic decompression: the bytes as they were sent. */
function raw(t: TestApp, method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varyOf = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();
const textOf = (answer: RawAnswer) => answer.body.toString();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir: webBuild() }, { renderPage: render });
});
afterAll(() => t.close());

describe('the browser’s files', () => {
  it('sends the brotli copy to a browser that accepts it, the gzip one to gzip alone, else the file, always varying', async () => {
    const br = await raw(t, 'GET', '/assets/entry.client-3f9a1c2b.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    const gzip = await raw(t, 'GET', '/assets/entry.client-3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await raw(t, 'GET', '/assets/entry.client-3f9a1c2b.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(textOf(plain)).toBe(SCRIPT);
    for (const answer of [br, gzip, plain]) expect(varyOf(answer)).toContain('accept-encoding');
  });

  it('keeps hashed assets for a year, revalidates the documents on every visit, keeps the icon an hour', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await raw(t, 'GET', '/assets/entry.client-3f9a1c2b.js', { 'accept-encoding': encoding });
      expect(answer.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    expect((await raw(t, 'GET', '/docs/en/faq.html')).headers['cache-control']).toBe('no-cache');
    expect((await raw(t, 'GET', '/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves a source map, and answers 404 for a file that is not there rather than a page', async () => {
    const map = await raw(t, 'GET', '/assets/entry.client-3f9a1c2b.js.map');
    expect(map.status).toBe(404);
    expect(textOf(map)).not.toContain('the whole source');
    for (const path of [
      '/assets/entry.client-00000000.js',
      '/assets/entry.client-3f9a1c2b.js.br',
      '/docs/en/nothing.html',
      '/.vite/manifest.json',
    ]) {
      const answer = await raw(t, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/application\/json/);
    }
  });

  it('leaves /api to the API: an unknown API path is its own 404, not a page', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await raw(t, method, '/api/v1/nothing-here');
      expect(answer.status, method).toBe(404);
      expect(answer.headers['cache-control'], method).toBe('no-store');
    }
    expect(JSON.parse(textOf(await raw(t, 'GET', '/api/v1/nothing-here'))).code).toBe('NOT_FOUND');
  });
});

describe('pages', () => {
  it('renders every page address and its data, compressed as the browser accepts, private to the visitor', async () => {
    for (const path of ['/', '/candidate/job-list', '/jobs/7c1c2f4e', '/candidate/dashboard.data']) {
      const answer = await raw(t, 'GET', path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['cache-control'], path).toBe('private, no-cache');
      expect(varyOf(answer), path).toContain('accept-encoding');
      expect(brotliDecompressSync(answer.body).toString(), path).toContain(`<h1>${path}</h1>`);
    }
    const gzip = await raw(t, 'GET', '/sign-in', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toContain('<h1>/sign-in</h1>');
    expect(textOf(await raw(t, 'GET', '/sign-in'))).toContain('<h1>/sign-in</h1>');
  });

  it("lets a link's prefetch of a page's data be used for a few seconds, and only with the same cookies", async () => {
    const prefetched = await raw(t, 'GET', '/candidate/dashboard.data', { 'sec-purpose': 'prefetch' });
    expect(prefetched.status).toBe(200);
    expect(prefetched.headers['cache-control']).toBe('private, max-age=10');
    expect(varyOf(prefetched).split(/,\s*/)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
    // A page asked for by a prefetch (a whole document) or any other request is fetched afresh each time.
    const afresh: [string, Record<string, string>][] = [
      ['/candidate/dashboard', { 'sec-purpose': 'prefetch' }],
      ['/candidate/dashboard.data', {}],
    ];
    for (const [path, headers] of afresh) {
      const page = await raw(t, 'GET', path, headers);
      expect(page.headers['cache-control'], path).toBe('private, no-cache');
      expect(varyOf(page), path).not.toContain('cookie');
    }
  });

  it('answers with the status the page gives, and HEAD with no body', async () => {
    expect((await raw(t, 'GET', '/nowhere')).status).toBe(404);
    for (const path of ['/', '/sign-in', '/company/dashboard']) {
      const answer = await raw(t, 'HEAD', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(answer.body.length, path).toBe(0);
    }
  });

  it('hands React Router the address at the site’s public origin, whatever Host the request came with', async () => {
    // The test platform's PUBLIC_URL is http://app.test; a proxy in front may pass its own Host.
    await raw(t, 'GET', '/jobs/7c1c2f4e?lng=en', { host: 'backend.internal:8080' });
    expect(rendered.at(-1)).toBe('http://app.test/jobs/7c1c2f4e?lng=en');
    // A path that reads as another host when resolved stays a path of the site.
    await raw(t, 'GET', '//other.example/jobs/7c1c2f4e');
    expect(new URL(rendered.at(-1) ?? '').host).toBe('app.test');
  });

  it('writes the page in the visitor’s language: ?lng= (then remembered), the cookie, the browser’s, else zh', async () => {
    const chosen = await raw(t, 'GET', '/?lng=en', { 'accept-language': 'zh-CN' });
    expect(textOf(chosen)).toContain('<html lang="en">');
    expect(String(chosen.headers['set-cookie'])).toMatch(/^lng=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(textOf(await raw(t, 'GET', '/', { cookie: 'lng=cn', 'accept-language': 'en' }))).toContain('lang="cn"');
    expect(textOf(await raw(t, 'GET', '/', { 'accept-language': 'en-GB,en;q=0.9' }))).toContain('lang="en"');
    expect(textOf(await raw(t, 'GET', '/'))).toContain('lang="zh"');
    expect((await raw(t, 'GET', '/?lng=xx')).headers['set-cookie']).toBeUndefined();
  });

  it('renders the page for the user of the session cookie; a cookie that no longer works is a visitor’s, and cleared', async () => {
    const { email } = await registerVerifiedCandidate(t);
    const login = await call(t, 'POST', '/auth/login', { body: { email, password: PASSWORD } });
    const token = login.body.token as string;
    const signedIn = await raw(t, 'GET', '/candidate/dashboard', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(textOf(signedIn)).toContain(`signed in as ${email}`);
    // A bearer token is an API client's, not a browser's: the page is a visitor's.
    const bearer = await raw(t, 'GET', '/candidate/dashboard', { authorization: `Bearer ${token}` });
    expect(textOf(bearer)).toContain('signed out');

    await call(t, 'POST', '/auth/logout', { token });
    const stale = await raw(t, 'GET', '/candidate/dashboard', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(stale.status).toBe(200);
    expect(textOf(stale)).toContain('signed out');
    expect(String(stale.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
  });

  it('tells the page a session that turned out suspended, and the page it leads to, once', async () => {
    const { email } = await registerVerifiedCandidate(t);
    const token = (await call(t, 'POST', '/auth/login', { body: { email, password: PASSWORD } })).body.token as string;
    const { id } = (await call(t, 'GET', '/user', { token })).body as { id: string };
    const admin = await signedInAdmin(t);
    const suspend = { token: admin.token, body: { reason: 'Reported by two companies.' } };
    expect((await call(t, 'POST', `/admin/users/${id}/suspend`, suspend)).status).toBe(200);

    const found = await raw(t, 'GET', '/candidate/dashboard', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(textOf(found)).toContain('signed out, suspended');
    expect(String(found.headers['set-cookie'])).toContain('fis-suspended=1; Max-Age=60; Path=/');
    const next = await raw(t, 'GET', '/', { cookie: 'fis-suspended=1' });
    expect(textOf(next)).toContain('signed out, suspended');
    expect(String(next.headers['set-cookie'])).toMatch(/fis-suspended=; Max-Age=0/);
    expect(textOf(await raw(t, 'GET', '/'))).not.toContain('suspended');
  });

  it('allows only the inline scripts carrying its own nonce, new on every answer, beside all the security headers', async () => {
    const nonces = new Set<string>();
    for (let n = 0; n < 3; n++) {
      const page = await raw(t, 'GET', '/');
      const nonce = /<script nonce="([^"]+)">/.exec(textOf(page))?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(String(page.headers['permissions-policy'])).toContain('camera=()');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    const asset = await raw(t, 'GET', '/assets/entry.client-3f9a1c2b.js');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks the browser to upgrade to https only when the platform is reached at an https address', async () => {
    expect((await raw(t, 'GET', '/')).headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const behindTls = await startTestApp(
      { webDistDir: webBuild(), publicUrl: 'https://internship.example.hk' },
      { renderPage: render },
    );
    try {
      for (const path of ['/', '/api/v1/company/brands']) {
        expect((await raw(behindTls, 'GET', path)).headers['content-security-policy'], path).toContain(
          'upgrade-insecure-requests',
        );
      }
    } finally {
      await behindTls.close();
    }
  });
});

describe('without a web build', () => {
  it('answers every other path with the API 404', async () => {
    const bare = await startTestApp();
    try {
      for (const method of ['GET', 'HEAD']) expect((await raw(bare, method, '/')).status, method).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
