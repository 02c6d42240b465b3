// How the API serves the built web app (plugins/web-app.ts, docs/decisions/014): the build's
// brotli and gzip copies, a year's cache for hashed assets, revalidation for index.html, HEAD for
// pages, and never a source map. A web build of our own making stands in for apps/web/dist, with
// a source map in it, as a build with maps would have.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helper.js';

const INDEX = '<!doctype html><html><head><title>FIS</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('the entry '.repeat(200))});`;
const FILES: Record<string, { text: string; compressed?: boolean }> = {
  'index.html': { text: INDEX, compressed: true },
  'assets/index-3f9a1c2b.js': { text: SCRIPT, compressed: true },
  'assets/index-3f9a1c2b.js.map': { text: '{"version":3,"sourcesContent":["the whole source"]}' },
  'favicon.svg': { text: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  '.vite/manifest.json': { text: '{"index.html":{"file":"assets/index-3f9a1c2b.js","isEntry":true}}' },
  'docs/en/faq.html': { text: `<!doctype html><title>FAQ</title>${'<p>A question</p>'.repeat(50)}`, compressed: true },
};

function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'fis-web-dist-'));
  for (const [path, { text, compressed }] of Object.entries(FILES)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (compressed) {
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  }
  return root;
}

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

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir: webBuild() });
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('sends the brotli copy to a browser that accepts it, and says it varies with Accept-Encoding', async () => {
    const answer = await raw(t, 'GET', '/assets/index-3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const answer = await raw(t, 'GET', '/assets/index-3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression, still varying', async () => {
    const answer = await raw(t, 'GET', '/assets/index-3f9a1c2b.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(answer.body.toString()).toBe(SCRIPT);
    const refused = await raw(t, 'GET', '/assets/index-3f9a1c2b.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses index.html, for the site root and the app addresses alike, and the documents', async () => {
    for (const path of ['/', '/candidate/job-list', '/docs/en/faq.html']) {
      const answer = await raw(t, 'GET', path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(varyOf(answer), path).toContain('accept-encoding');
    }
    const root = await raw(t, 'GET', '/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(root.body).toString()).toBe(INDEX);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year without revalidating them', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await raw(t, 'GET', '/assets/index-3f9a1c2b.js', { 'accept-encoding': encoding });
      expect(answer.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html on every visit, whichever address serves it', async () => {
    for (const path of ['/', '/index.html', '/sign-in', '/candidate/job-detail/7c1c2f4e-2d1b-4b8a-9a53-0c3f5f0e9d11']) {
      const answer = await raw(t, 'GET', path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers.etag ?? answer.headers['last-modified'], path).toBeTruthy();
    }
  });

  it('answers 304 to a revalidation of an unchanged index.html', async () => {
    const first = await raw(t, 'GET', '/', { 'accept-encoding': 'br' });
    const again = await raw(t, 'GET', '/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('revalidates the static documents on every visit, and keeps the icon for an hour', async () => {
    expect((await raw(t, 'GET', '/docs/en/faq.html')).headers['cache-control']).toBe('no-cache');
    expect((await raw(t, 'GET', '/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('HEAD and what is not served', () => {
  it('answers HEAD for the site root and the app addresses with 200 and no body', async () => {
    for (const path of ['/', '/sign-in', '/candidate/job-list', '/company/dashboard']) {
      const answer = await raw(t, 'HEAD', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(answer.body.length, path).toBe(0);
    }
    expect((await raw(t, 'HEAD', '/assets/index-3f9a1c2b.js')).status).toBe(200);
  });

  it('never serves a source map, even one the build left in the folder', async () => {
    const answer = await raw(t, 'GET', '/assets/index-3f9a1c2b.js.map');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('the whole source');
  });

  it('answers 404 for a file that is not there, rather than the app page', async () => {
    const paths = [
      '/assets/index-00000000.js',
      '/assets/index-3f9a1c2b.js.br',
      '/docs/en/nothing.html',
      '/.vite/manifest.json',
    ];
    for (const path of paths) {
      const answer = await raw(t, 'GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toMatch(/application\/json/);
    }
  });

  it('leaves /api to the API: an unknown API path is its own 404, not the app page', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await raw(t, method, '/api/v1/nothing-here');
      expect(answer.status, method).toBe(404);
      expect(answer.headers['cache-control'], method).toBe('no-store');
    }
    expect(JSON.parse((await raw(t, 'GET', '/api/v1/nothing-here')).body.toString()).code).toBe('NOT_FOUND');
  });

  it('sends the security headers with the web app too: all of them with pages, those acting on files with files', async () => {
    const page = await raw(t, 'GET', '/', { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const asset = await raw(t, 'GET', '/assets/index-3f9a1c2b.js', { 'accept-encoding': 'br' });
    for (const answer of [page, asset]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
  });

  it('refuses the browser features no page uses, on pages and API answers alike', async () => {
    const answers = [await raw(t, 'GET', '/'), await raw(t, 'GET', '/api/v1/company/brands')];
    for (const answer of answers) {
      const policy = String(answer.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  it('asks the browser to upgrade to https only when the platform is reached at an https address', async () => {
    // The test configuration's address is http://app.test: a page whose files over https nobody answers.
    const overHttp = await raw(t, 'GET', '/');
    expect(overHttp.headers['content-security-policy']).toContain("script-src 'self'");
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const behindTls = await startTestApp({ webDistDir: webBuild(), publicUrl: 'https://internship.example.hk' });
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

describe('a page this deployment does not have', () => {
  it('answers the development mailbox with the app and 404 where there is no mailbox (production, a mail server set)', async () => {
    expect((await raw(t, 'GET', '/dev/mailbox')).status).toBe(200);
    const withMailServer = await startTestApp({ webDistDir: webBuild(), smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const answer = await raw(withMailServer, 'GET', '/dev/mailbox');
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.body.toString()).toContain('<div id="root">');
      expect((await raw(withMailServer, 'GET', '/sign-in')).status).toBe(200);
    } finally {
      await withMailServer.close();
    }
  });
});
