// Every JSON route, as the app's own OpenAPI document lists them (so that a new route is covered
// without being named here), answers a body that is not a JSON object — null, none at all, a
// number, a string, an array — with a translated 4xx, never a 5xx: 400 naming the body once the
// caller may use the route, 401/403/404 before that.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCompany } from './company-job-factories.js';
import { registerVerifiedCandidate, signedInAdmin, signInCandidate } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { signedInCoordinator } from './institution-factories.js';

/** The JSON routes of the app's OpenAPI document, each path parameter an id that names nothing (the body is checked first). */
async function jsonRoutesOf(app: TestApp): Promise<{ method: string; route: string; path: string }[]> {
  const doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> } = await (
    await fetch(`${app.url}/api/docs/json`)
  ).json();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content['application/json'])
      .map(([method, _]) => ({
        method: method.toUpperCase(),
        route: path.replace(/^\/api\/v1/, ''),
        path: path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, randomUUID()),
      })),
  );
}

// Started while the tests are collected, so that each route is a test of its own: no test's
// time grows with the number of routes.
const t: TestApp = await startTestApp();
const jsonRoutes = await jsonRoutesOf(t);
let callers: Record<string, string | undefined>;
beforeAll(async () => {
  const candidate = await registerVerifiedCandidate(t);
  const admin = (await signedInAdmin(t)).token;
  callers = {
    visitor: undefined,
    candidate: await signInCandidate(t, candidate.email),
    company: (await signedInCompany(t)).token,
    admin,
    coordinator: (await signedInCoordinator(t, admin, 'HKU')).token,
  };
});
afterAll(() => t.close());

const BODIES: { name: string; rawBody?: string; headers?: Record<string, string> }[] = [
  { name: 'null', rawBody: 'null' },
  { name: 'an empty JSON body', rawBody: '' },
  { name: 'no body and no content type' },
  { name: 'a number', rawBody: '42' },
  { name: 'a string', rawBody: '"text"' },
  { name: 'an array', rawBody: '[{"a":1}]' },
];

describe('a body that is not a JSON object', () => {
  it('is found on the routes of the job form (the list comes from the app)', () => {
    const listed = jsonRoutes.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, '{id}')}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /job/company-create-job',
        'PUT /job/update/{id}',
        'POST /admin/companies/{id}/jobs',
        'PUT /admin/jobs/{id}',
      ]),
    );
    expect(jsonRoutes.length).toBeGreaterThan(60);
  });

  it.each(jsonRoutes)(
    'answers a translated 4xx on $method $route, whoever calls, and 400 naming the body to the caller the route is for',
    async (route) => {
      const failures: string[] = [];
      let refusedAsBody = false;
      for (const [who, token] of Object.entries(callers)) {
        for (const body of BODIES) {
          const answer = await call(t, route.method, route.path, { token, lang: 'zh-HK', ...body });
          const where = `as ${who} with ${body.name}`;
          if (![400, 401, 403, 404].includes(answer.status)) failures.push(`${where}: ${answer.status}`);
          else if (typeof answer.body?.message !== 'string' || !/[\u4e00-\u9fff]/.test(answer.body.message)) {
            failures.push(`${where}: untranslated ${JSON.stringify(answer.body)}`);
          } else if (answer.status === 400 && answer.body.field === 'body') refusedAsBody = true;
        }
      }
      if (!refusedAsBody) failures.push('no caller was told the body is wrong');
      expect(failures).toEqual([]);
    },
  );

  it('names the body on the job form routes that answered 500', async () => {
    const company = callers.company;
    const admin = callers.admin;
    const id = randomUUID();
    for (const [method, path, token] of [
      ['POST', '/job/company-create-job', company],
      ['PUT', `/job/update/${id}`, company],
      ['POST', `/admin/companies/${id}/jobs`, admin],
      ['PUT', `/admin/jobs/${id}`, admin],
    ] as const) {
      for (const rawBody of ['null', '7', '"x"', '[]']) {
        const answer = await call(t, method, path, { token, rawBody });
        expect(answer.status, `${path} ${rawBody}`).toBe(400);
        expect(answer.body, `${path} ${rawBody}`).toMatchObject({ code: 'FIELD_INVALID', field: 'body' });
      }
      const none = await call(t, method, path, { token });
      expect(none.status, `${path} without a body`).toBe(400);
    }
  });
});
