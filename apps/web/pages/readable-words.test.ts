// Words people can read (docs/decisions/035), as the server writes a page: the office's lists in
// Traditional and Simplified Chinese; one name for each stage of an application on the office's
// list, a candidate's record and its dashboard, the office's own; a company named by its Chinese
// name in Chinese. (What a drawer or a choice in the browser shows is the browser suite's:
// apps/web/e2e/readable-words.test.ts and admin-lists.test.ts.)
import { Stage, type StageAudience, stageLabel } from '@fis/shared/application-stages';
import { EligibilityStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, companies, users } from '../../api/src/db/schema.js';
import { t } from '../../api/src/lib/catalogs.js';
import { DEMO, documentIn, type PagePlatform, seedDemo, startPages, textOf, wordsOf } from './harness.js';

// The demo's applications: Li Xiaoming is interviewing at NovaPay, Wong Ka Yan is in its screening.
const LI = 'li.xiaoming@student.demo';
const WONG = 'wong.kayan@student.demo';
const NOVAPAY = 'hr@novapay.demo';

let p: PagePlatform;
let admin: string;
beforeAll(async () => {
  p = await startPages();
  await seedDemo(p);
  // One demo candidate verified, the others unverified as registration leaves them.
  await p.app.db
    .update(candidateProfiles)
    .set({ eligibilityStatus: EligibilityStatus.VERIFIED })
    .where(eq(candidateProfiles.englishName, 'Chan Tai Man'));
  admin = await p.sessionCookie(DEMO.admin);
});
afterAll(() => p?.close());

/** The page's <main> as the admin reads it in `lang`, before any script runs. */
async function mainOf(path: string, lang: 'zh' | 'cn'): Promise<Element> {
  const answer = await p.get(path, { cookie: admin, lang });
  expect(answer.status, path).toBe(200);
  const main = documentIn(answer.html).querySelector('main');
  if (!main) throw new Error(`${path} has no <main>`);
  return main;
}

/** The table row holding `text`. */
const rowWith = (within: Element, text: string) =>
  [...within.querySelectorAll('tr')].find((row) => textOf(row).includes(text));

describe("the office's lists", () => {
  it('read in Traditional Chinese', async () => {
    const candidates = await mainOf('/admin-portal/candidates?institution=HKU', 'zh');
    expect(wordsOf(candidates, 'h1')).toContain('求職者');
    expect(wordsOf(candidates, 'a')).toContain('Chan Tai Man');
    expect(wordsOf(candidates, '[role="status"]').join(' ')).toContain('找到 1 項');
    expect(textOf(rowWith(candidates, 'Chan Tai Man'))).toContain('資格已核實');
    // A language chosen by its link (?lng=) is no filter: nothing to clear.
    const companyList = await mainOf('/admin-portal/companies?lng=zh', 'zh');
    expect(wordsOf(companyList, 'a')).toContain('新付有限公司');
    expect(wordsOf(companyList, 'button')).not.toContain('清除篩選');
  });

  it('read in Simplified Chinese', async () => {
    const jobList = await mainOf('/admin-portal/jobs', 'cn');
    expect(wordsOf(jobList, 'h1')).toContain('所有职位');
    expect(wordsOf(jobList, 'th')).toContain('应聘者');
    const applications = await mainOf('/admin-portal/applications', 'cn');
    expect(wordsOf(applications, 'h1')).toContain('申请');
    expect(wordsOf(applications, 'button')).toContain('导出 CSV');
  });
});

const name = (stage: Stage, audience: StageAudience) => t('zh', stageLabel(stage, audience));
const idOf = async (email: string) =>
  (await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

describe('one name per stage and audience', () => {
  it('the office reads the same names on its applications list, a candidate’s record and its dashboard', async () => {
    const interviewing = name(Stage.INTERVIEWING, 'office');
    const screening = name(Stage.SCREENING, 'office');
    const elsewhere = [
      name(Stage.INTERVIEWING, 'candidate'),
      name(Stage.SCREENING, 'candidate'),
      name(Stage.INTERVIEWING, 'company'),
    ].filter((other) => other !== interviewing && other !== screening);
    /** `main` names the stages `shown` as whole words, and no badge there names one otherwise. */
    const readsOnly = (main: Element, shown: string[], where: string) => {
      const whole = [...main.querySelectorAll('*')].filter((e) => e.children.length === 0).map(textOf);
      for (const label of shown) expect(whole, `${where}: ${label}`).toContain(label);
      const badges = wordsOf(main, '.mantine-Badge-label');
      for (const other of elsewhere) expect(badges, `${where}: ${other}`).not.toContain(other);
    };
    readsOnly(await mainOf('/admin-portal/applications', 'zh'), [interviewing, screening], 'the list');
    readsOnly(await mainOf(`/admin-portal/candidates/${await idOf(LI)}`, 'zh'), [interviewing], 'Li');
    readsOnly(await mainOf(`/admin-portal/candidates/${await idOf(WONG)}`, 'zh'), [screening], 'Wong');
    const dashboard = await mainOf('/admin-portal/dashboard', 'zh');
    const rowHeads = wordsOf(dashboard, 'th[scope="row"]');
    expect(rowHeads).toContain(interviewing);
    expect(rowHeads).toContain(screening);
    expect(wordsOf(dashboard, '.mantine-Badge-label')).not.toContain(name(Stage.SCREENING, 'candidate'));
  });
});

describe("companies in the reader's language", () => {
  it("names a company by its Chinese name on the admin's candidate record and its profile page", async () => {
    const [novapay] = await p.app.db
      .select({ id: companies.id, nameZh: companies.nameZh })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, NOVAPAY));
    const chinese = novapay?.nameZh ?? '';
    expect(chinese).toMatch(/\p{Script=Han}/u);
    const record = await mainOf(`/admin-portal/candidates/${await idOf(LI)}`, 'zh');
    expect(wordsOf(record, 'a')).toContain(chinese);
    expect(textOf(record)).not.toContain('NovaPay Limited');
    const profile = await mainOf(`/admin-portal/companies/${novapay?.id}/profile`, 'zh');
    expect(wordsOf(profile, 'h1')).toContain(chinese);
  });
});
