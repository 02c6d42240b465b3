// The scheme office's messages (issue 27): the messages area the other roles have (inbox, sent, a
// thread, reply), reached from the sidebar with the unread count beside it. The office writes to a
// candidate from the candidate's record (the form prefilled) and to a company from the company's;
// the candidate's reply arrives in the office's inbox while the officer waits, the bell's notice
// leads to it, and opening it drops the count. The screens in zh and cn as the
// server writes them, and at phone width.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkWith, pageAs, textOf, wordsOf } from '../pages/harness.js';
import { type Platform, socketOpened, startPlatform, uniqueEmail } from './harness.js';
import { apiAs, companyEmailOf, insertAdmin, insertCandidate, insertCompany, signedInPage } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const candidate = uniqueEmail('student');
let candidateId = '';
let companyId = '';

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  candidateId = await insertCandidate(p, candidate);
  companyId = await insertCompany(p, { companyName: 'Lantau Ledger Ltd' });
});
afterAll(() => p?.close());

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Writes the prefilled new message's subject and text, sends it, and waits for its page. */
async function writeAndSend(page: Page, to: string, subject: string) {
  await page.getByRole('heading', { level: 1, name: 'New message' }).waitFor();
  await page.getByText(to, { exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Please upload your transcript by Friday.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('heading', { level: 1, name: subject }).waitFor();
}

describe("the scheme office's messages", () => {
  const subject = `Your transcript ${Date.now().toString(36)}`;

  it('writes to a candidate from their record and reads the reply that arrives, the count beside Messages', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto(`/admin-portal/candidates/${candidateId}`);
    await page.getByRole('link', { name: 'Write a message to Chan Tai Man' }).click();
    await writeAndSend(page, candidate, subject);
    // Not on the thread: a reply that arrives while its thread is shown is read at once.
    const socket = socketOpened(page);
    await page.goto('/admin-portal/dashboard');
    // The live updates' socket is open (it opens once the page is settled) before the reply is sent.
    await socket;

    // The candidate answers while the officer waits on the dashboard: the count comes by itself.
    const [sent] = (await apiAs(p, candidate, 'GET', '/v1/contact/inbox')).body.items;
    expect(sent.subject).toBe(subject);
    const reply = await apiAs(p, candidate, 'POST', '/v1/contact/reply', {
      messageId: sent.id,
      description: 'Uploaded it just now.',
    });
    expect(reply.status).toBe(201);
    await nav(page).getByRole('link', { name: 'Messages 1 unread' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const row = page.getByRole('link', { name: new RegExp(subject) }).first();
    await row.click();
    await page.getByText('Uploaded it just now.').waitFor();
    // Shown, the reply is read: the count goes.
    await nav(page).getByRole('link', { name: 'Messages', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, it is verified.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Thank you, it is verified.').waitFor();
    expect((await apiAs(p, candidate, 'GET', '/v1/contact/inbox/unread')).body.count).toBe(2);
    await context.close();
  });

  it("writes to a company from its record, and the company's reply leads from the bell to the thread", async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto(`/admin-portal/companies/${companyId}`);
    await page.getByRole('link', { name: 'Write a message to Lantau Ledger Ltd' }).click();
    const companyEmail = await companyEmailOf(p, companyId);
    await writeAndSend(page, companyEmail, 'Funded places for next round');
    const [sent] = (await apiAs(p, companyEmail, 'GET', '/v1/contact/inbox')).body.items;
    await apiAs(p, companyEmail, 'POST', '/v1/contact/reply', {
      messageId: sent.id,
      description: 'Two places, please.',
    });
    await page.goto('/admin-portal/dashboard');
    await page.getByTestId('notification-bell').click();
    await page
      .getByText(/^Lantau Ledger Ltd sent you a message/)
      .first()
      .click();
    await page.waitForURL(/\/admin-portal\/message-detail\//);
    await page.getByText('Two places, please.').waitFor();
    await context.close();
  });

  for (const [lang, inbox, title] of [
    ['zh', '收件匣', '訊息'],
    ['cn', '收件箱', '消息'],
  ] as const) {
    it(`shows the boxes and a thread in ${lang}`, async () => {
      // As the server writes the pages: no browser needed.
      const boxes = await pageAs(p, officer, '/admin-portal/messages', lang);
      expect(wordsOf(boxes, 'main h1')).toContain(title);
      expect(wordsOf(boxes, '[role="tab"]')).toContain(inbox);
      const thread = linkWith(boxes.querySelector('main') ?? boxes, subject);
      const page = await pageAs(p, officer, thread?.getAttribute('href') ?? '?', lang);
      expect(textOf(page.querySelector('main'))).toContain('Uploaded it just now.');
    });
  }

  it('fits a 390 px screen: the boxes as cards, the thread in one column', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en', width: 390, height: 844 });
    await page.goto('/admin-portal/messages?tab=sent');
    await page
      .getByRole('link', { name: new RegExp(subject) })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
