// The tabs' SQL is derived from the stage table (modules/applications/stage-sql.ts), and their
// counts from tabOf(): for every stage an application can be in, with every stage it can have
// come from, the list of each tab holds exactly the applications tabOf() puts there, and the
// counts of the list and of the dashboards agree with it.
import { APPLICATION_MOVES, CANDIDATE_TABS, type Stage, tabOf } from '@fis/shared/application-stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedId, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Every (stage, previous stage) the table can produce, and the stage of a fresh application.
const SHAPES: [Stage, Stage | null][] = [
  [0, null],
  ...APPLICATION_MOVES.filter((m) => m.action !== 'apply').map((m): [Stage, Stage] => [m.to, m.from]),
];

describe('the tabs follow the stage table', () => {
  it('lists on each tab exactly the applications tabOf() puts there, counted alike everywhere', async () => {
    const hiring = await signedInCompany(t, { companyName: 'Tabs Ltd' });
    const job = await createJob(t, hiring.companyId);
    const expected = new Map<string, string[]>(CANDIDATE_TABS.map((tab) => [tab, []]));
    for (const [stage, previous] of SHAPES) {
      const id = await appliedId(t, await candidateWithId(t), job.id);
      await setStage(t, id, stage, previous);
      expected.get('all')?.push(id);
      const tab = tabOf(stage, previous);
      if (tab) expected.get(tab)?.push(id);
    }
    // A job only opened is on no tab.
    const viewer = await candidateWithId(t);
    await setStage(t, await appliedId(t, viewer, job.id), -1);

    const list = (tab: string) =>
      call(t, 'GET', `/applications/jobs/${job.id}?tab=${tab}&take=100`, { token: hiring.token });
    const counts = Object.fromEntries([...expected].map(([tab, ids]) => [tab, ids.length]));
    for (const tab of CANDIDATE_TABS) {
      const res = await list(tab);
      expect(res.status).toBe(200);
      expect(res.body.items.map((i: { id: string }) => i.id).sort(), tab).toEqual(
        [...(expected.get(tab) ?? [])].sort(),
      );
      expect(res.body.tabCounts).toEqual(counts);
    }
    const dashboard = await call(t, 'GET', '/applications/company/statistics', { token: hiring.token });
    expect(dashboard.body.tabCounts).toEqual(counts);
    const jobs = await call(t, 'GET', '/applications/hiring-company/jobs', { token: hiring.token });
    expect(jobs.body.items[0].tabCounts).toEqual(counts);
  });
});
