// The real-time socket on one instance (docs/decisions/016): who may connect, whose sockets end
// with their sessions, and that each event reaches its own user only.
import { Stage } from '@fis/shared/application-stages';
import { describe, expect, it } from 'vitest';
import { pushAfterCommit } from '../src/realtime/push.js';
import { appliedId, buildInterview, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, lastEmailTo, linkToken, PASSWORD, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { connectSocket, socketTestSetUp } from './realtime-client.js';

let t: TestApp;
const { connected } = socketTestSetUp(async () => {
  t = await startTestApp();
  return t;
});

describe('connecting', () => {
  it('is refused without a token, with a garbage one, and with a malformed header', async () => {
    await expect(connectSocket(t)).rejects.toThrow('UNAUTHORIZED');
    await expect(connectSocket(t, { token: 'not-a-token' })).rejects.toThrow('UNAUTHORIZED');
    await expect(connectSocket(t, { header: 'Basic abc' })).rejects.toThrow('UNAUTHORIZED');
  });

  it('accepts the token in auth.token (browsers) or in an Authorization header', async () => {
    const alice = await candidateWithId(t);
    expect((await connected({ token: alice.token })).socket.connected).toBe(true);
    expect((await connected({ header: `Bearer ${alice.token}` })).socket.connected).toBe(true);
  });

  it('is refused with an expired token', async () => {
    const alice = await candidateWithId(t);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 400 * 24 * 3600 * 1000));
    try {
      await expect(connectSocket(t, { token: alice.token })).rejects.toThrow('UNAUTHORIZED');
    } finally {
      t.clock.set(now);
    }
  });
});

describe('ending sessions', () => {
  it('signing out disconnects the open socket at once, and the token is refused afterwards', async () => {
    const alice = await candidateWithId(t);
    const s = await connected({ token: alice.token });
    const gone = s.disconnected();
    expect((await call(t, 'POST', '/auth/logout', { token: alice.token })).status).toBe(204);
    expect(await gone).toBe('io server disconnect');
    await expect(connectSocket(t, { token: alice.token })).rejects.toThrow('UNAUTHORIZED');
  });

  it('changing the password disconnects every socket of the account, this device too', async () => {
    const alice = await candidateWithId(t);
    const first = await connected({ token: alice.token });
    const second = await connected({ header: `Bearer ${alice.token}` });
    const gone = Promise.all([first.disconnected(), second.disconnected()]);
    const changed = await call(t, 'POST', '/user/change-password', {
      token: alice.token,
      body: { oldPassword: PASSWORD, password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    });
    expect(changed.status).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connectSocket(t, { token: alice.token })).rejects.toThrow('UNAUTHORIZED');
    // The session the change returned connects.
    expect((await connected({ token: changed.body.token })).socket.connected).toBe(true);
  });

  it('resetting the password from the emailed link disconnects the open socket', async () => {
    const alice = await candidateWithId(t);
    const s = await connected({ token: alice.token });
    const gone = s.disconnected();
    expect((await call(t, 'POST', '/user/reset-password', { body: { email: alice.email } })).status).toBe(200);
    const token = linkToken((await lastEmailTo(t, alice.email))?.textBody ?? '');
    const reset = await call(t, 'PUT', '/user/reset-password', {
      body: { token, password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    });
    expect(reset.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(connectSocket(t, { token: alice.token })).rejects.toThrow('UNAUTHORIZED');
  });

  it('deleting a user disconnects their socket, and they cannot connect again', async () => {
    const { token: adminToken } = await signedInAdmin(t);
    const alice = await candidateWithId(t);
    const s = await connected({ token: alice.token });
    const gone = s.disconnected();
    expect((await call(t, 'DELETE', `/admin/users/${alice.userId}`, { token: adminToken })).status).toBeLessThan(300);
    await gone;
    await expect(connectSocket(t, { token: alice.token })).rejects.toThrow('UNAUTHORIZED');
  });
});

describe('events', () => {
  it('an event for one user never reaches another connected at the same time', async () => {
    const alice = await candidateWithId(t);
    const bob = await candidateWithId(t);
    const a = await connected({ token: alice.token });
    const b = await connected({ token: bob.token });
    t.app.services.realtime.pushTo([alice.userId], 'notification:new', { notificationType: 'JOB_EXPIRED' });
    // Pushed after Alice's, so Bob has everything he would ever get once this arrives.
    t.app.services.realtime.pushTo([bob.userId], 'application:changed', { applicationId: 'x', jobId: 'y' });
    expect(await a.next('notification:new')).toEqual({ notificationType: 'JOB_EXPIRED' });
    await b.next('application:changed');
    expect(b.events.map((e) => e.event)).toEqual(['application:changed']);
    expect(a.events.map((e) => e.event)).toEqual(['notification:new']);
  });

  it("a company's move reaches the candidate as notification:new and application:changed, ids only", async () => {
    const company = await signedInCompany(t);
    const job = await createJob(t, company.companyId);
    const alice = await candidateWithId(t);
    const bob = await candidateWithId(t);
    const id = await appliedId(t, alice, job.id);
    const a = await connected({ token: alice.token });
    const b = await connected({ token: bob.token });
    const c = await connected({ token: company.token });
    const moved = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: { stage: Stage.SCREENING },
    });
    expect(moved.status).toBe(200);
    expect(await a.next('notification:new')).toEqual({ notificationType: 'COMPANY_VIEWED_APPLICATION' });
    expect(await a.next('application:changed')).toEqual({ applicationId: id, jobId: job.id });
    // The company's own table refreshes too (another tab or device of the company).
    expect(await c.next('application:changed')).toEqual({ applicationId: id, jobId: job.id });
    expect(c.events.map((e) => e.event)).not.toContain('notification:new');
    expect(b.events).toEqual([]);
  });

  it('an interview scheduled by the company reaches both parties as interview:changed', async () => {
    const company = await signedInCompany(t);
    const job = await createJob(t, company.companyId);
    const alice = await candidateWithId(t);
    const id = await appliedId(t, alice, job.id);
    await setStage(t, id, Stage.INTERVIEWING, Stage.SCREENING);
    const a = await connected({ token: alice.token });
    const c = await connected({ token: company.token });
    const res = await call(t, 'POST', '/interviews', {
      token: company.token,
      body: { applicationId: id, ...buildInterview(t) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await a.next('interview:changed')).toEqual({ applicationId: id, jobId: job.id });
    expect(await c.next('interview:changed')).toEqual({ applicationId: id, jobId: job.id });
    expect(await a.next('notification:new')).toEqual({ notificationType: 'INTERVIEW_SCHEDULED' });
  });

  it('nothing is pushed when the transaction rolls back', async () => {
    const alice = await candidateWithId(t);
    const a = await connected({ token: alice.token });
    await expect(
      t.app.db.transaction(async (tx) => {
        pushAfterCommit(tx, t.app.services, [alice.userId], 'notification:new', { notificationType: 'JOB_EXPIRED' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    t.app.services.realtime.pushTo([alice.userId], 'application:changed', { applicationId: 'x', jobId: 'y' });
    await a.next('application:changed');
    expect(a.events.map((e) => e.event)).toEqual(['application:changed']);
  });
});
