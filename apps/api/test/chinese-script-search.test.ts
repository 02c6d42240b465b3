// Traditional and Simplified Chinese find each other (decision 012): job keywords (the public
// search and a company's own jobs), the company directory and candidate names (applicant list, export, saved candidates) fold both scripts with
// the database's fold_script, which must hold exactly the installed opencc-js's table, and the
// trigram indexes still serve a folded keyword.
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, companies, jobs } from '../src/db/schema.js';
import { foldedContainsPattern } from '../src/db/sql-helpers.js';
import { scriptFoldTable } from '../src/lib/chinese-script.js';
import { appliedId, candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { parseCsv } from './csv-reader.js';
import { createJob } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The plan PostgreSQL picks for `statement` when it may not scan a table (a few rows make that cheapest). */
async function planWithIndexes(statement: SQL): Promise<string> {
  const plan = await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`EXPLAIN ${statement}`);
  });
  return (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
}

async function fold(text: string): Promise<string> {
  const result = await t.app.db.execute(sql`SELECT fold_script(${text}) AS folded`);
  const { rows } = result as unknown as { rows: { folded: string }[] };
  return rows[0]?.folded ?? '';
}

describe('fold_script', () => {
  it('holds the fold table of the installed opencc-js, character for character', async () => {
    const table = scriptFoldTable();
    expect(table.size).toBeGreaterThan(3000);
    const sources = [...table.keys()];
    // In slices: a statement's parameter stays small, and a difference names its characters.
    for (let i = 0; i < sources.length; i += 500) {
      const slice = sources.slice(i, i + 500);
      expect(await fold(slice.join(''))).toBe(slice.map((c) => table.get(c)).join(''));
    }
    // Folding twice changes nothing: no character folds to one that folds again.
    for (const target of new Set(table.values())) expect(table.has(target), target).toBe(false);
  });

  it('folds Traditional and Hong Kong forms to Simplified and leaves everything else as it is', async () => {
    expect(await fold('數據分析實習生')).toBe('数据分析实习生');
    expect(await fold('数据分析实习生')).toBe('数据分析实习生');
    // Hong Kong and Taiwan variants of the same character: 綫 and 線, 裏 and 裡.
    expect(await fold('綫上 線上 裏面 裡面')).toBe('线上 线上 里面 里面');
    // Characters Simplified writing shares stay: 台, 么, 后.
    expect(await fold('台什么后')).toBe('台什么后');
    expect(await fold('Blockchain Analyst, 100% 遙距 (HK$12,000)')).toBe('Blockchain Analyst, 100% 遥距 (HK$12,000)');
    expect(await fold('')).toBe('');
  });
});

describe('job keyword search', () => {
  function search(keyword: string, companyId: string, lang = 'zh-HK') {
    const qs = new URLSearchParams({ keyword, companyId, take: '50' });
    return call(t, 'GET', `/job?${qs}`, { lang });
  }

  it('finds a job written in either script by a keyword in either script', async () => {
    const company = await signedInCompany(t);
    const simplified = await createJob(t, company.companyId, {
      positionName: '数据分析实习生',
      description: '协助团队整理交易数据。',
    });
    const traditional = await createJob(t, company.companyId, {
      positionName: '區塊鏈研究助理',
      description: '研究數碼資產與監管科技。',
      requirements: '熟悉綫上支付。',
    });
    await createJob(t, company.companyId, { positionName: 'Marketing Intern' });
    const ids = async (keyword: string) =>
      (await search(keyword, company.companyId)).body.items.map((j: { id: string }) => j.id);
    // The example: 數據分析 did not find 数据分析实习生.
    expect(await ids('數據分析')).toEqual([simplified.id]);
    expect(await ids('数据分析')).toEqual([simplified.id]);
    expect(await ids('區塊鏈')).toEqual([traditional.id]);
    expect(await ids('区块链')).toEqual([traditional.id]);
    expect(await ids('监管科技')).toEqual([traditional.id]);
    // Mixed scripts in one keyword, and a variant of the written character (線 for 綫).
    expect(await ids('數码資产')).toEqual([traditional.id]);
    expect(await ids('線上支付')).toEqual([traditional.id]);
    // One and two characters (no trigram), and English, as before.
    expect((await ids('數')).sort()).toEqual([simplified.id, traditional.id].sort());
    expect(await ids('團隊')).toEqual([simplified.id]);
    expect(await ids('MARKETING')).toHaveLength(1);
    expect(await ids('數據分析師')).toEqual([]);
  });

  it('has the trigram index serve a folded keyword', async () => {
    const lines = await planWithIndexes(
      sql`SELECT j.id FROM jobs j WHERE j.search_text LIKE ${foldedContainsPattern('數據分析')}`,
    );
    expect(lines).toContain('jobs_search_trgm_idx');
    // The keyword is folded once, when the statement is planned, not for each row.
    expect(lines).toContain("'%数据分析%'");
  });
});

describe("the company's own job search", () => {
  it('finds its jobs by a position in either script, and only by the position', async () => {
    const company = await signedInCompany(t);
    const simplified = await createJob(t, company.companyId, {
      positionName: '数据分析实习生',
      description: '区块链研究',
    });
    const traditional = await createJob(t, company.companyId, { positionName: '區塊鏈研究助理' });
    const ids = async (keyword: string) =>
      (
        await call(t, 'GET', `/job/company-jobs?take=50&keyword=${encodeURIComponent(keyword)}`, {
          token: company.token,
        })
      ).body.items.map((j: { id: string }) => j.id);
    expect(await ids('數據分析')).toEqual([simplified.id]);
    expect(await ids('数据分析')).toEqual([simplified.id]);
    // The description of the Simplified job says 区块链 too: the position alone counts.
    expect(await ids('区块链')).toEqual([traditional.id]);
    expect(await ids('區塊鏈研究')).toEqual([traditional.id]);
    expect(await ids('數')).toEqual([simplified.id]);
    // A renamed job is found by its new name at once.
    await t.app.db.update(jobs).set({ positionName: '風險管理實習生' }).where(eq(jobs.id, simplified.id));
    expect(await ids('风险管理')).toEqual([simplified.id]);
    expect(await ids('数据分析')).toEqual([]);
  });

  it('has a trigram index serve a folded keyword', async () => {
    const lines = await planWithIndexes(
      sql`SELECT j.id FROM jobs j WHERE j.position_search LIKE ${foldedContainsPattern('數據分析')}`,
    );
    expect(lines).toContain('jobs_position_trgm_idx');
  });
});

describe('company directory', () => {
  it('finds a company by any of its names in either script', async () => {
    const simplifiedName = await signedInCompany(t, { companyName: '腾讯金融科技有限公司' });
    const traditionalName = await signedInCompany(t, { companyName: 'Harbour Ledger Ltd' });
    await t.app.db
      .update(companies)
      .set({ nameZh: '海港財富科技', displayName: '港財通' })
      .where(eq(companies.id, traditionalName.companyId));
    const ids = async (keyword: string) =>
      (await call(t, 'GET', `/company/get-all?keyword=${encodeURIComponent(keyword)}&take=50`)).body.items.map(
        (c: { id: string }) => c.id,
      );
    expect(await ids('騰訊金融')).toEqual([simplifiedName.companyId]);
    expect(await ids('腾讯')).toEqual([simplifiedName.companyId]);
    expect(await ids('海港财富')).toEqual([traditionalName.companyId]);
    expect(await ids('港财通')).toEqual([traditionalName.companyId]);
    expect(await ids('harbour LEDGER')).toEqual([traditionalName.companyId]);
    // A name changed in the profile is found by the new name at once.
    await t.app.db.update(companies).set({ nameZh: '維港支付' }).where(eq(companies.id, traditionalName.companyId));
    expect(await ids('维港')).toEqual([traditionalName.companyId]);
    expect(await ids('海港財富')).toEqual([]);
  });
});

describe('candidate names', () => {
  it('finds applicants and saved candidates by a Chinese name in either script, in the list and the export', async () => {
    const company = await signedInCompany(t);
    const job = await createJob(t, company.companyId, { positionName: 'Payments Intern' });
    const chan = await candidateWithId(t);
    const lee = await candidateWithId(t);
    await appliedId(t, chan, job.id);
    await appliedId(t, lee, job.id);
    await t.app.db
      .update(candidateProfiles)
      .set({ englishName: 'Chan Tai Man', chineseName: '陳大文' })
      .where(eq(candidateProfiles.userId, chan.userId));
    await t.app.db
      .update(candidateProfiles)
      .set({ englishName: 'Li Xiaoming', chineseName: '李晓明' })
      .where(eq(candidateProfiles.userId, lee.userId));

    const listed = async (keyword: string) =>
      (
        await call(t, 'GET', `/applications/hiring-company/candidates?keyword=${encodeURIComponent(keyword)}`, {
          token: company.token,
        })
      ).body.items.map((i: { candidate: { id: string } }) => i.candidate.id);
    expect(await listed('陈大文')).toEqual([chan.userId]);
    expect(await listed('陳大文')).toEqual([chan.userId]);
    expect(await listed('李曉明')).toEqual([lee.userId]);
    expect(await listed('曉明')).toEqual([lee.userId]);

    const exported = await fetch(
      `${t.url}/api/v1/applications/hiring-company/export-csv?keyword=${encodeURIComponent('李曉明')}`,
      { headers: { authorization: `Bearer ${company.token}`, 'accept-language': 'en' } },
    );
    expect(exported.status).toBe(200);
    const rows = parseCsv((await exported.text()).slice(1)).slice(1);
    expect(rows.map((r) => r[1])).toEqual(['李晓明']);

    for (const candidate of [chan, lee]) {
      const saved = await call(t, 'POST', '/company/bookmark/favorite-candidates', {
        token: company.token,
        body: { candidateId: candidate.userId },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    }
    const savedIds = async (keyword: string) =>
      (
        await call(t, 'GET', `/company/bookmark/favorite-candidates?keyword=${encodeURIComponent(keyword)}`, {
          token: company.token,
        })
      ).body.items.map((c: { id: string }) => c.id);
    expect(await savedIds('陈大')).toEqual([chan.userId]);
    expect(await savedIds('李曉')).toEqual([lee.userId]);
  });
});
