// The office's group messages (issue 27, decision 049) in the browser: an officer filters the
// candidates list to the unverified candidates of the round (decision 054), chooses "Message everyone listed", sees how many that is by language, writes in
// two languages with a placeholder (one these recipients cannot fill is refused beside its field),
// confirms, and follows the delivery on the group's page; a recipient's answer is counted there
// as it arrives. The screens in zh and cn as the
// server writes them, and at phone width.

import { EligibilityStatus } from '@fis/shared/enums';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, jobs, messageRecipients, messages, users } from '../../api/src/db/schema.js';
import { linkWith, pageAs, textOf, wordsOf } from '../pages/harness.js';
import { choose, type Platform, socketOpened, startPlatform, uniqueEmail } from './harness.js';
import {
  apiAs,
  insertAdmin,
  insertApplication,
  insertCandidate,
  insertCompany,
  signedInPage,
  visibleJob,
} from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
/** A word in the programme of this file's candidates, so that the list's filter finds only them. */
const TAG = `grp${Date.now().toString(36)}`;
const people = [
  { email: uniqueEmail('amy'), lang: 'en', englishName: 'Amy Wong', chineseName: '黃美美' },
  { email: uniqueEmail('ben'), lang: 'zh', englishName: 'Ben Lau', chineseName: '劉小彬' },
  { email: uniqueEmail('cat'), lang: 'cn', englishName: 'Cat Ho', chineseName: '何小猫' },
];

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  const companyId = await insertCompany(p, { companyName: `Group ${TAG} Limited` });
  const [job] = await p.app.db
    .insert(jobs)
    .values(visibleJob(companyId, { positionName: `Analyst ${TAG}` }))
    .returning({ id: jobs.id });
  const jobId = job?.id ?? '';
  // The three applied in the round and are not verified yet; two more of the programme are not
  // reached: one applied nowhere, one is verified.
  for (const person of people) {
    const id = await insertCandidate(p, person.email);
    await p.app.db
      .update(candidateProfiles)
      .set({ programme: `BSc ${TAG}`, englishName: person.englishName, chineseName: person.chineseName })
      .where(eq(candidateProfiles.userId, id));
    await p.app.db.update(users).set({ emailLanguage: person.lang }).where(eq(users.id, id));
    await insertApplication(p, { jobId, companyId, candidateId: id });
  }
  const nowhere = await insertCandidate(p, uniqueEmail('nowhere'));
  const verified = await insertCandidate(p, uniqueEmail('verified'));
  await p.app.db
    .update(candidateProfiles)
    .set({ programme: `BSc ${TAG}` })
    .where(inArray(candidateProfiles.userId, [nowhere, verified]));
  await p.app.db
    .update(candidateProfiles)
    .set({ eligibilityStatus: EligibilityStatus.VERIFIED })
    .where(eq(candidateProfiles.userId, verified));
  await insertApplication(p, { jobId, companyId, candidateId: verified });
});
afterAll(() => p?.close());

/** The subject each person received from the officer. */
async function subjectsReceived(email: string) {
  const rows = await p.app.db
    .select({ subject: messages.subject })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(users, eq(users.id, messageRecipients.recipientUserId))
    .where(eq(users.email, email));
  return rows.map((row) => row.subject);
}

const figure = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

describe("the office's group messages", () => {
  const subject = `Upload your transcript, {{name}} ${TAG}`;

  it('writes to everyone a filtered list shows, in their languages, and follows the delivery and the answers', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    // The live updates' socket opens once the first page is settled, and stays open from page to page.
    const socket = socketOpened(page);
    await page.goto(`/admin-portal/candidates?programme=${TAG}`);
    await page.getByText('5 found').waitFor();
    await choose(page, 'Round applied in', 'Test round');
    await choose(page, 'Eligibility', 'Eligibility not verified');
    await page.waitForURL(/roundId=.*eligibilityStatus=0|eligibilityStatus=0.*roundId=/);
    await page.getByText('3 found').waitFor();
    await page.getByRole('link', { name: 'Message everyone listed' }).click();

    await page.getByRole('heading', { level: 1, name: 'Message a group' }).waitFor();
    await page.getByText('Everyone it shows with the filters you chose, whose account is active: 3 people.').waitFor();
    await page
      .getByText('By the language they read: English 1, Traditional Chinese 1, Simplified Chinese 1.')
      .waitFor();

    // A placeholder these recipients cannot all fill is refused beside its field, in its tab.
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Dear {{name}}, about {{job}}.');
    await page.getByRole('tab', { name: '繁體中文' }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill(`{{name}}，請上載成績表 ${TAG}`);
    await page.getByRole('textbox', { name: 'Message' }).fill('{{name}}您好，請上載您的成績表。');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Send this message?' })
      .getByText(/^3 people will each receive/)
      .waitFor();
    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('tab', { name: 'English', selected: true }).waitFor();
    await page.getByText(/^Not every recipient has a value for this placeholder/).waitFor();

    await page.getByRole('textbox', { name: 'Message' }).fill('Dear {{name}}, please upload your transcript.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Send now' }).click();

    // The group's page follows the delivery until every copy is out.
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    await page.getByText('3 of 3').waitFor();
    await page.getByText('Every copy is delivered.').waitFor();
    expect(await subjectsReceived(people[0]?.email ?? '')).toEqual([`Upload your transcript, Amy Wong ${TAG}`]);
    expect(await subjectsReceived(people[1]?.email ?? '')).toEqual([`劉小彬，請上載成績表 ${TAG}`]);
    // Simplified Chinese was not written: the Traditional text stands in.
    expect(await subjectsReceived(people[2]?.email ?? '')).toEqual([`何小猫，請上載成績表 ${TAG}`]);

    // An answer arrives while the officer watches: it is counted without a reload.
    await socket;
    const ben = people[1]?.email ?? '';
    const [copy] = (await apiAs(p, ben, 'GET', '/v1/contact/inbox')).body.items;
    const answer = await apiAs(p, ben, 'POST', '/v1/contact/reply', { messageId: copy.id, description: 'Done.' });
    expect(answer.status).toBe(201);
    await expect.poll(() => figure(page, 'Answered').textContent()).toBe('1');

    // The list of groups shows it.
    await page.getByRole('link', { name: 'All group messages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Group messages' }).waitFor();
    await page.getByRole('link', { name: subject }).waitFor();
    await context.close();
  });

  for (const [lang, title, tab] of [
    ['zh', '群組訊息', '群組訊息'],
    ['cn', '群发消息', '群发消息'],
  ] as const) {
    it(`shows the groups, a group and the form in ${lang}`, async () => {
      // As the server writes the pages: no browser needed.
      const groups = await pageAs(p, officer, '/admin-portal/group-messages', lang);
      expect(wordsOf(groups, 'main h1')).toContain(title);
      expect(wordsOf(groups, 'a')).toContain(tab);
      const group = linkWith(groups.querySelector('main') ?? groups, TAG);
      const page = await pageAs(p, officer, group?.getAttribute('href') ?? '?', lang);
      expect(textOf(page.querySelector('main'))).toContain('3 / 3');
      const form = await pageAs(p, officer, `/admin-portal/group-messages/new?list=candidates&programme=${TAG}`, lang);
      expect(wordsOf(form, '[role="tab"]')).toContain('English');
    });
  }

  it('fits a 390 px screen', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en', width: 390, height: 844 });
    await page.goto(`/admin-portal/group-messages/new?list=candidates&programme=${TAG}`);
    await page.getByText('Everyone it shows with the filters you chose, whose account is active: 5 people.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.goto('/admin-portal/group-messages');
    await page.getByRole('link', { name: new RegExp(TAG) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
