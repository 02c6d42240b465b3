// Outside production the platform holds the published demo passwords and the development mailbox
// (sign-in codes, reset links). It listens on this machine only unless HOST says otherwise, the
// mailbox answers callers on this machine only (by the socket's address, whatever a header says),
// and a start on another address with demo data says so.
import { mkdtempSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../src/config/config.js';
import { parseEnv } from '../src/config/env.js';
import { demoDataExposureWarning } from '../src/config/exposure-warning.js';
import { isLoopbackAddress, isLoopbackHost } from '../src/lib/loopback.js';
import { startTestApp, type TestApp } from './helper.js';

const configOf = (env: Record<string, string>) =>
  buildConfig(parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'fis-host-')), ...env }));
const production = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://a.hk',
  SMTP_URL: 'smtp://m.hk',
};

describe('where the platform listens', () => {
  it('on this machine only outside production, on every interface in production, unless HOST is set', () => {
    expect(configOf({}).host).toBe('127.0.0.1');
    expect(configOf({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(configOf({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(configOf(production).host).toBe('0.0.0.0');
    expect(configOf({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configOf({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('warns at start when demo data is served on an address other machines can reach', () => {
    expect(demoDataExposureWarning(configOf({}))).toBeUndefined();
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1']) {
      expect(demoDataExposureWarning(configOf({ HOST: host })), host).toBeUndefined();
    }
    for (const host of ['0.0.0.0', '::', '192.0.2.2', 'internships.example.hk']) {
      expect(demoDataExposureWarning(configOf({ HOST: host })), host).toMatch(
        new RegExp(`^Demo data is served on ${host.replaceAll('.', '\\.')}, reachable from other machines`),
      );
    }
    // No demo data, nothing to warn about: production by default, or seeding turned off.
    expect(demoDataExposureWarning(configOf(production))).toBeUndefined();
    expect(demoDataExposureWarning(configOf({ HOST: '0.0.0.0', SEED_DEMO_DATA: 'false' }))).toBeUndefined();
    expect(demoDataExposureWarning(configOf({ ...production, SEED_DEMO_DATA: 'true' }))).toContain('0.0.0.0');
  });

  it('tells loopback addresses from others', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '192.0.2.2',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::2',
      '::',
      '0.0.0.0',
      'localhost',
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
    expect(isLoopbackHost('LocalHost')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
  });
});

// This machine's IPv4 addresses that are not loopback: requests to them come from them, as another
// machine's would come from its own. (IPv4 only: not every machine has IPv6; the IPv6 forms are
// judged by isLoopbackAddress above.)
const outward = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i !== undefined && !i.internal && i.family === 'IPv4')
  .map((i) => i?.address as string);

describe('the development mailbox', () => {
  let t: TestApp;
  let port: string;
  beforeAll(async () => {
    t = await startTestApp({ host: '0.0.0.0' });
    port = new URL(t.url).port;
  });
  afterAll(() => t.close());

  const mailbox = (host: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${port}/api/v1/dev/mailbox`, { headers: { 'accept-language': 'en', ...headers } });

  it('answers a caller on this machine', async () => {
    expect((await mailbox('127.0.0.1')).status).toBe(200);
    expect((await mailbox('127.0.0.2')).status).toBe(200);
  });

  it.runIf(outward.length > 0)(
    'answers any other caller 404, as a route that does not exist, whatever X-Forwarded-For says',
    async () => {
      for (const host of outward) {
        const res = await mailbox(host, { 'x-forwarded-for': '127.0.0.1' });
        expect(res.status, host).toBe(404);
        const missing = await fetch(`http://${host}:${port}/api/v1/dev/no-such-route`, {
          headers: { 'accept-language': 'en' },
        });
        expect(await res.json(), host).toEqual(await missing.json());
        // The rest of the API answers that caller as usual.
        expect((await fetch(`http://${host}:${port}/api/v1/job`)).status, host).toBe(200);
      }
    },
  );
});
