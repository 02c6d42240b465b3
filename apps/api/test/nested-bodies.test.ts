// A JSON body nested thousands of levels deep is small (15 KB for 7,000 levels) but any code that
// walks it recursively runs out of stack. Bodies deeper than JSON_MAX_DEPTH are refused with
// 400 FIELD_INVALID naming the field, on public and signed-in routes alike, before validation.
import { JSON_MAX_DEPTH } from '@fis/shared/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { PASSWORD, registerVerifiedCandidate } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let company: Awaited<ReturnType<typeof signedInCompany>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
beforeAll(async () => {
  t = await startTestApp();
  company = await signedInCompany(t);
  candidate = await candidateWithId(t);
});
afterAll(() => t.close());

/** `levels` nested objects ({"a":{"a":…1…}}) or arrays ([[…1…]]) as JSON text. */
function nested(levels: number, kind: 'object' | 'array'): string {
  return kind === 'object'
    ? `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
    : `${'['.repeat(levels)}1${']'.repeat(levels)}`;
}

describe('a deeply nested JSON body', () => {
  const routes = () => [
    { method: 'POST', path: '/auth/login', token: undefined, field: 'email' },
    { method: 'POST', path: '/auth/register', token: undefined, field: 'email' },
    { method: 'POST', path: '/user/reset-password', token: undefined, field: 'email' },
    { method: 'POST', path: '/user/update-profile', token: candidate.token, field: 'email' },
    { method: 'POST', path: '/job/company-create-job', token: company.token, field: 'email' },
  ];

  for (const levels of [7_000, 100_000]) {
    for (const kind of ['object', 'array'] as const) {
      it(`of ${levels.toLocaleString('en')} ${kind} levels answers 400 naming the field, on public and signed-in routes`, async () => {
        for (const route of routes()) {
          const inField = await call(t, route.method, route.path, {
            token: route.token,
            rawBody: `{"email":${nested(levels, kind)}}`,
            lang: 'zh-HK',
          });
          expect(inField.status, route.path).toBe(400);
          expect(inField.body, route.path).toMatchObject({
            code: 'FIELD_INVALID',
            field: route.field,
            message: '資料無效',
          });

          // Nested from the top: the top-level field (or item) it goes deep under is named.
          const whole = await call(t, route.method, route.path, { token: route.token, rawBody: nested(levels, kind) });
          expect(whole.status, route.path).toBe(400);
          expect(whole.body, route.path).toMatchObject({ code: 'FIELD_INVALID', field: kind === 'object' ? 'a' : '0' });
        }
      });
    }
  }

  it(`is read up to ${JSON_MAX_DEPTH} levels and refused from one more`, async () => {
    const input = await registerVerifiedCandidate(t);
    // The body itself is the first level; an unknown field is dropped by the schema when it is allowed.
    const login = (extraLevels: number) =>
      call(t, 'POST', '/auth/login', {
        rawBody: JSON.stringify({ email: input.email, password: PASSWORD }).replace(
          /}$/,
          `,"extra":${nested(extraLevels, 'array')}}`,
        ),
      });
    expect((await login(JSON_MAX_DEPTH - 1)).status).toBe(200);
    const refused = await login(JSON_MAX_DEPTH);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'FIELD_INVALID', field: 'extra' });
  });

  it('still finds a NUL in a wide body, naming its place', async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => `skill ${i}`);
    items[19_999] = 'SQL\u0000';
    const res = await call(t, 'POST', '/job/company-create-job', { token: company.token, body: { skills: items } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field: 'skills.19999' });
  });
});
