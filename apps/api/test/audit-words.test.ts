// The audit log and the records' histories in words (docs/decisions/035): an action by its name,
// the record by its name (linked by kind and id), the details labelled, in the reader's language;
// no code, bare id or JSON. The office's views of a profile in a row fold into one counted entry.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema.js';
import { writeAudit } from '../src/lib/audit.js';
import { t as translate } from '../src/lib/catalogs.js';
import { candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let admin: { token: string; email: string; id: string };
let company: Awaited<ReturnType<typeof signedInCompany>>;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
let job: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  const signed = await signedInAdmin(t);
  admin = { token: signed.token, email: signed.admin.email, id: signed.admin.id };
  company = await signedInCompany(t, { companyName: 'Harbour Ledger Ltd' });
  await t.app.db.update(companies).set({ nameZh: '海港賬簿有限公司' }).where(eq(companies.id, company.companyId));
  candidate = await candidateWithId(t);
  job = await createJob(t, company.companyId, { positionName: '數據分析實習生' });
});
afterAll(async () => t?.close());

/** The action names of every audit row the API writes, from its source. */
function writtenActions(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
    });
  const actions = new Set<string>();
  for (const file of files(join(__dirname, '..', 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('writeAudit') && !text.includes('recordAdminEntryEdit')) continue;
    for (const line of text.split('\n').filter((l) => /\baction:/.test(l))) {
      for (const [, name] of line.matchAll(/'([a-z_-]+\.[a-z_.-]+)'/g)) actions.add(name as string);
    }
  }
  // The two actions built from parts.
  for (const list of ['candidates', 'companies', 'jobs', 'applications']) actions.add(`admin.${list}.exported`);
  for (const kind of ['education', 'experience']) {
    for (const verb of ['created', 'updated', 'deleted']) actions.add(`candidate.${kind}-${verb}-by-admin`);
  }
  return [...actions];
}

describe('audit words', () => {
  it('names every action the API writes in every language', () => {
    const actions = writtenActions();
    expect(actions.length).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      for (const action of actions) {
        const key = `adminAccounts:audit.actions.${action.replace(/\./g, '_')}`;
        expect(translate(lang, key), `${lang} ${action}`).not.toBe(key);
      }
    }
  });

  it("shows the audit log's entries with the action's name, the record's name and the details in words", async () => {
    const closed = await call(t, 'POST', `/admin/jobs/${job.id}/close`, {
      token: admin.token,
      body: { reason: 'Filled by the scheme' },
    });
    expect(closed.status).toBe(200);
    const res = await call(t, 'GET', `/admin/audit-log?entityId=${job.id}`, { token: admin.token, lang: 'zh' });
    expect(res.status).toBe(200);
    const entry = res.body.items.find((e: { action: string }) => e.action === 'job.status_changed_by_admin');
    expect(entry).toMatchObject({
      actionName: '計劃管理員更改了職位狀態',
      recordType: '職位',
      record: { kind: 'job', id: job.id, name: '數據分析實習生' },
      details: [
        { label: '狀態', value: `招聘中 → 已關閉` },
        { label: '原因', value: 'Filled by the scheme' },
      ],
    });
    expect(JSON.stringify(entry.details)).not.toContain(`"${JobStatus.CLOSED}"`);
    // The filters offer names too, and the reader of cn reads the job in Simplified.
    expect(res.body.actions).toContainEqual({
      value: 'job.status_changed_by_admin',
      label: '計劃管理員更改了職位狀態',
    });
    expect(res.body.entityTypes).toContainEqual({ value: 'job', label: '職位' });
    const cn = await call(t, 'GET', `/admin/audit-log?entityId=${job.id}`, { token: admin.token, lang: 'cn' });
    expect(cn.body.items[0].record).toMatchObject({ kind: 'job', name: '数据分析实习生' });
  });

  it('names a company by its Chinese name for zh readers, and the records a detail points at', async () => {
    // A pick as recommend-pairs.ts writes it: the job and the candidate in its details.
    await writeAudit(t.app.db, t.clock, {
      actorUserId: admin.id,
      action: 'recommendation.created',
      entityType: 'office_recommendation',
      entityId: randomUUID(),
      details: { jobId: job.id, candidateId: candidate.userId },
    });
    const audit = await call(t, 'GET', `/admin/audit-log?entityType=company&entityId=${company.companyId}`, {
      token: admin.token,
      lang: 'zh',
    });
    expect(audit.body.items.length).toBeGreaterThan(0);
    for (const item of audit.body.items) {
      expect(item.record).toEqual({ kind: 'company', id: company.companyId, name: '海港賬簿有限公司' });
    }
    const picks = await call(t, 'GET', '/admin/audit-log?action=recommendation.created', {
      token: admin.token,
      lang: 'en',
    });
    expect(picks.body.items[0]).toMatchObject({
      actionName: 'Job recommended by the scheme administrator',
      recordType: 'Recommendation',
      record: null,
      details: [
        { label: 'Job', value: '數據分析實習生', record: { kind: 'job', id: job.id, name: '數據分析實習生' } },
        {
          label: 'Candidate',
          value: 'Chan Siu Ming',
          record: { kind: 'candidate', id: candidate.userId, name: 'Chan Siu Ming' },
        },
      ],
    });
  });

  it("folds the office's views of a profile in a row into one entry of the candidate's history", async () => {
    const view = () => call(t, 'GET', `/user/candidate/${candidate.userId}`, { token: admin.token });
    // A minute after the account's own entries, so that the order is the order of the acts.
    t.clock.advance(60_000);
    for (let i = 0; i < 3; i++) {
      expect((await view()).status).toBe(200);
      t.clock.advance(60_000);
    }
    // Something else done to the record, then one more view: a run of its own.
    const edited = await call(t, 'PUT', `/admin/candidates/${candidate.userId}/profile`, {
      token: admin.token,
      body: { programme: 'BSc in Quantitative Finance' },
    });
    expect(edited.status).toBe(200);
    t.clock.advance(60_000);
    await view();
    const record = await call(t, 'GET', `/admin/candidates/${candidate.userId}`, { token: admin.token, lang: 'en' });
    const history = record.body.audit as { action: string; count: number; actorEmail: string | null }[];
    const views = history.filter((e) => e.action === 'candidate.profile-viewed');
    expect(views.map((e) => e.count)).toEqual([1, 3]);
    expect(views.every((e) => e.actorEmail === admin.email)).toBe(true);
    const edit = history.find((e) => e.action === 'candidate.profile-updated-by-admin');
    expect(edit).toMatchObject({
      actionName: 'Profile updated by the scheme administrator',
      count: 1,
      details: [{ label: 'Changed', value: 'Programme' }],
    });
    // Newest first: the last view, the edit, then the three views.
    expect(history.slice(0, 3).map((e) => e.action)).toEqual([
      'candidate.profile-viewed',
      'candidate.profile-updated-by-admin',
      'candidate.profile-viewed',
    ]);
  });
});
