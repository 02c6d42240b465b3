// Two API instances on one PostgreSQL database and one Redis (docs/decisions/016): a push and a
// disconnection made through one instance reach a socket connected to the other. CI runs Redis
// and PostgreSQL for both the PGlite and the PostgreSQL runs, so this always runs there.
import { Stage } from '@fis/shared/application-stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedId, candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob } from './factories.js';
import { call, freshDatabase, insertTestRound, startTestApp, type TestApp } from './helper.js';
import { connectSocket } from './realtime-client.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let one: TestApp;
let two: TestApp;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await freshDatabase(POSTGRES_URL);
  drop = database.drop;
  one = await startTestApp({ redisUrl: REDIS_URL }, { databaseLocation: database.location });
  await insertTestRound(one.app.db);
  // The same signing secret, as instances of one deployment share it.
  two = await startTestApp(
    { redisUrl: REDIS_URL, tokenSecret: one.app.config.tokenSecret },
    { databaseLocation: database.location },
  );
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await drop?.();
});

describe('two instances through Redis', () => {
  it("a company's move made on instance 1 reaches the candidate's socket on instance 2", async () => {
    const company = await signedInCompany(one);
    const job = await createJob(one, company.companyId);
    const alice = await candidateWithId(one);
    const bob = await candidateWithId(one);
    const id = await appliedId(one, alice, job.id);
    const a = await connectSocket(two, { token: alice.token });
    const b = await connectSocket(two, { token: bob.token });
    try {
      const moved = await call(one, 'PUT', `/applications/${id}`, {
        token: company.token,
        body: { stage: Stage.SCREENING },
      });
      expect(moved.status).toBe(200);
      expect(await a.next('notification:new')).toEqual({ notificationType: 'COMPANY_VIEWED_APPLICATION' });
      expect(await a.next('application:changed')).toEqual({ applicationId: id, jobId: job.id });
      expect(b.events).toEqual([]);
    } finally {
      a.socket.close();
      b.socket.close();
    }
  });

  it('signing out on instance 1 disconnects the socket on instance 2', async () => {
    const alice = await candidateWithId(one);
    const s = await connectSocket(two, { token: alice.token });
    const gone = s.disconnected();
    expect((await call(one, 'POST', '/auth/logout', { token: alice.token })).status).toBe(204);
    expect(await gone).toBe('io server disconnect');
  });
});
