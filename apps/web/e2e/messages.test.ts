// The messages screens (issue 12): a company writes to an applicant from its applicants table (the
// form prefilled), the candidate sees it in the inbox with the unread count beside Messages, opens
// it (the count drops, and the bell's count with it), reads when it was sent (the Hong Kong date and
// time), replies with a document and stays on the message; the company reads the reply (the bell's
// notification opens it) in the thread and forwards it to the scheme office; the candidate deletes
// the message from its page after replying (the dialog says which one; the reply stays in their
// sent box) and the company still has it. The form keeps an 11th recipient typed with 'Maximum
// emails selected is 10' and sends once it is removed, and 'Email doesn't exist' names the
// address. A candidate finds "Write a message" in an application's details (a drawer drawn once the
// page runs). Then the screens in zh and cn, and at phone width. (The candidate's "Write a message"
// on the page of a company they applied to, and not on another's, is the page tier's:
// ../pages/lists-and-links.test.ts.)
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, companies, users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, startPlatform } from './harness.js';
import { signedInPage } from './test-data.js';

const CANDIDATE = 'li.xiaoming@student.demo';
const COMPANY = 'hr@novapay.demo';

/** A minimal one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db
    .update(users)
    .set({ isFirstLogin: false })
    .where(inArray(users.email, [CANDIDATE, COMPANY]));
});
afterAll(() => p?.close());

/** The sidebar's Messages entry by its accessible name, which carries the unread count ("1 unread"). */
const messagesNav = (page: Page, name = 'Messages') =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

/** The bell's unread count, from its accessible name ("Notifications, 2 unread"). */
const bellUnread = async (page: Page) =>
  Number((await page.getByTestId('notification-bell').getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/** The company's first message, as the company's page addresses it. */
let threadUrl = '';

describe('messages between a company and a candidate', () => {
  let subject = '';

  it('the company writes to an applicant from its applicants table, prefilled', async () => {
    const { page } = await signedInPage(p, COMPANY, { lang: 'en' });
    await page.goto('/company/candidates');
    const write = page.getByRole('link', { name: 'Write a message to Li Xiaoming (李小明)' }).first();
    await write.click();
    await page.waitForURL('**/company/new-message?**');
    expect(new URL(page.url()).searchParams.get('to')).toBe(CANDIDATE);
    await page.getByRole('heading', { name: 'New message', level: 1 }).waitFor();
    // The recipient is a chip, the subject the job's position.
    await page.locator('.mantine-Pill-root', { hasText: CANDIDATE }).waitFor();
    await page.getByText('1 / 10 recipients').waitFor();
    subject = await page.getByRole('textbox', { name: 'Subject' }).inputValue();
    expect(subject.length).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Message' }).fill('Dear Li,\nCould you send us your transcript?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Sent message successfully').waitFor();
    await page.waitForURL('**/company/message-detail/**');
    threadUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await page.context().close();
  });

  it('the candidate sees it unread with the count, opens it (the counts drop) and replies with a document, staying on it', async () => {
    const { page } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await page.goto('/candidate/dashboard');
    await messagesNav(page, 'Messages 1 unread').waitFor();
    await expect.poll(() => bellUnread(page)).toBeGreaterThan(0);
    const bellBefore = await bellUnread(page);
    await messagesNav(page, 'Messages 1 unread').click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.getByText('Unread', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: subject }).evaluate((a) => getComputedStyle(a).fontWeight)).toBe('700');
    await row.getByRole('link', { name: subject }).click();
    await page.waitForURL('**/candidate/message-detail/**');
    const opened = new URL(page.url()).pathname;
    // The body keeps its line break, as plain text.
    const body = page.getByText('Could you send us your transcript?');
    expect(await body.innerText()).toBe('Dear Li,\nCould you send us your transcript?');
    await messagesNav(page).waitFor();
    // Read from the inbox, not from the bell: the bell's notification of it is read too.
    await expect.poll(() => bellUnread(page)).toBe(bellBefore - 1);
    // When it was sent: the Hong Kong date and time, beside how long ago.
    const thread = page.getByRole('region', { name: 'Conversation' });
    await thread.getByText(/\d{4}, \d{1,2}:\d{2}\s?[ap]m HKT/i).waitFor();

    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: 'Your reply' }).fill('Here it is.\nBest regards, Li');
    await page
      .getByLabel('Attach a document (0 / 5)', { exact: true })
      .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('list', { name: 'Attached documents' }).getByText('transcript.pdf').waitFor();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Sent message successfully').waitFor();
    await thread.getByText('Best regards, Li').waitFor();
    // The page stays on the message it was opened for, and Delete says that one is what it removes.
    expect(new URL(page.url()).pathname).toBe(opened);
    await page.getByRole('button', { name: 'Delete this message' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^The message from .+ of .+ HKT leaves your inbox\. Your replies/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('the company reads the reply in the thread and forwards it to the scheme office', async () => {
    const { page } = await signedInPage(p, COMPANY, { lang: 'en' });
    await page.goto('/company/messages');
    await messagesNav(page, 'Messages 1 unread').waitFor();
    // The bell's new-message notification opens the reply itself.
    await page.getByTestId('notification-bell').click();
    await page.getByText(`Li Xiaoming sent you a message: ${subject}`).click();
    await page.waitForURL('**/company/message-detail/**');
    expect(new URL(page.url()).pathname).not.toBe(threadUrl);
    await messagesNav(page).waitFor();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await thread.getByText('Could you send us your transcript?').waitFor();
    await thread.getByText('Best regards, Li').waitFor();
    // The candidate's document opens through the media API, under its own name.
    const download = page.waitForEvent('download');
    await thread.getByRole('button', { name: 'transcript.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('transcript.pdf');

    await page.getByRole('button', { name: 'Forward' }).click();
    const to = page.getByRole('combobox', { name: 'To' });
    await to.fill(DEMO_ADMIN_EMAIL);
    await to.press('Enter');
    await page.locator('.mantine-Pill-root', { hasText: DEMO_ADMIN_EMAIL }).waitFor();
    await page.getByRole('textbox', { name: 'Your note (optional)' }).fill('For your records.');
    await page.getByRole('button', { name: 'Forward', exact: true }).click();
    await page.getByText('Forwarded successfully').waitFor();
    await page.context().close();
  });

  it('the candidate deletes the message from its page after replying: it leaves the inbox, the reply stays sent; the company still has it', async () => {
    const { page } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await page.goto(threadUrl.replace('/company/', '/candidate/'));
    await page.getByRole('region', { name: 'Conversation' }).getByText('Best regards, Li').waitFor();
    await page.getByRole('button', { name: 'Delete this message' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('leaves your inbox').waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted successfully').waitFor();
    await page.waitForURL('**/candidate/messages');
    await page.getByText('Your inbox is empty').waitFor();

    // The reply is still in the sent box; deleted from the list there (confirmed), it goes too.
    await page.goto('/candidate/messages?tab=sent');
    await page.getByRole('checkbox', { name: `Select message: ${subject}` }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('the other people keep their copies').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted successfully').waitFor();
    await page.getByText('You have not sent any messages yet').waitFor();
    await page.context().close();

    const company = await signedInPage(p, COMPANY, { lang: 'en' });
    await company.page.goto('/company/messages?tab=sent');
    await company.page.getByRole('tab', { name: 'Sent', selected: true }).waitFor();
    await company.page.getByRole('row').filter({ hasText: subject }).first().waitFor();
    await company.page.goto(threadUrl);
    await company.page.getByText('Could you send us your transcript?').waitFor();
    await company.context.close();
  });
});

describe("the candidate's links to a company", () => {
  it('offers "Write a message" in an application\'s details, about its position', async () => {
    const [application] = await p.app.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.candidateId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(eq(users.email, CANDIDATE))
      .limit(1);
    const { page, context } = await signedInPage(p, CANDIDATE, { lang: 'en' });
    await page.goto(`/candidate/applications?open=${application?.id}`);
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /^Write a message to / })
      .click();
    await page.waitForURL('**/candidate/new-message?**');
    expect((await page.getByRole('textbox', { name: 'Subject' }).inputValue()).length).toBeGreaterThan(0);
    await page.locator('.mantine-Pill-root').first().waitFor();
    await context.close();
  });
});

describe('the new message form', () => {
  it("keeps an 11th recipient typed with the limit shown, sends once it is removed, and names the address that doesn't exist", async () => {
    const { page, context } = await signedInPage(p, COMPANY, { lang: 'en' });
    await page.goto('/company/new-message');
    const to = page.getByRole('combobox', { name: 'To' });
    for (let i = 1; i <= 11; i++) {
      await to.fill(`person${i}@example.com`);
      await to.press('Enter');
    }
    await page.getByText('Maximum emails selected is 10').waitFor();
    await page.getByText('10 / 10 recipients').waitFor();
    expect(await page.locator('.mantine-Pill-root', { hasText: 'person11@example.com' }).count()).toBe(0);
    // The eleventh is not lost: it stays in the field, to be removed.
    expect(await to.inputValue()).toBe('person11@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello there');
    await to.fill('');
    await expect.poll(() => page.getByText('Maximum emails selected is 10').count()).toBe(0);
    // Send now sends the ten: the API refuses the first, by its address.
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText("Email doesn't exist: person1@example.com").waitFor();

    await page.goto('/company/new-message?to=nobody%40example.com&subject=Hello');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello there');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText("Email doesn't exist: nobody@example.com").waitFor();
    // Beside the recipients: the field's own error, named by it.
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });
});

describe('in Chinese and on a phone', () => {
  it("shows the boxes, a thread and the form in zh and cn, the company named in the reader's language", async () => {
    for (const [lang, title, compose, conversation] of [
      ['zh', '訊息', '新訊息', '對話'],
      ['cn', '消息', '新消息', '对话'],
    ] as const) {
      const { page, context } = await signedInPage(p, COMPANY, { lang });
      await page.goto(threadUrl);
      await page.getByRole('region', { name: conversation }).getByText('新付有限公司').first().waitFor();
      await page.goto('/company/messages?tab=sent');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      await page.getByRole('link', { name: compose }).click();
      await page.getByRole('heading', { name: compose, level: 1 }).waitFor();
      await context.close();
    }
  });

  it('fits a 390 px screen: the list as cards, the form in one column', async () => {
    const { page, context } = await signedInPage(p, COMPANY, { lang: 'en', width: 390, height: 844 });
    await page.goto('/company/messages?tab=sent');
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Date' }).first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await overflow(page)).toBe(0);
    await page.goto('/company/new-message');
    await page.getByRole('textbox', { name: 'Subject' }).waitFor();
    expect(await overflow(page)).toBe(0);
    await context.close();
  });
});
