// The office's saved views in the browser (issue 27 section 4, decision 057): an officer keeps the
// candidates list's filters and sort as a named view (a name left out or taken is refused beside
// the field); a colleague finds it, applies it (the address, the search boxes and the list follow)
// and sets its weekly email to two members of the office; in Traditional Chinese, by keyboard, a
// view is applied and renamed; at 390 px a view is applied, given another sort, and deleted after a
// confirmation.
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, savedViewRecipients, savedViews } from '../../api/src/db/schema.js';
import { choose, describedError, type Platform, picker, startPlatform, uniqueEmail } from './harness.js';
import { insertAdmin, insertCandidate, signedInPage } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const colleague = uniqueEmail('colleague');
let officerId = '';
let colleagueId = '';
const TAG = `view${Date.now().toString(36)}`;
const viewName = `Funder pack ${TAG}`;

beforeAll(async () => {
  p = await startPlatform();
  officerId = await insertAdmin(p, officer);
  colleagueId = await insertAdmin(p, colleague);
  for (const [englishName, email] of [
    ['Au Yan', uniqueEmail('au')],
    ['Ho Ming', uniqueEmail('ho')],
  ] as const) {
    const id = await insertCandidate(p, email);
    await p.app.db
      .update(candidateProfiles)
      .set({ englishName, chineseName: null, programme: `BSc ${TAG}` })
      .where(eq(candidateProfiles.userId, id));
  }
});
afterAll(() => p?.close());

const dialog = (page: Page) => page.getByRole('dialog');

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

async function viewRow() {
  const [row] = await p.app.db.select().from(savedViews).where(eq(savedViews.list, 'candidates'));
  return row;
}

describe('saved views', () => {
  it("saves the candidates list's filters and sort as a named view, refusing a missing or taken name beside the field", async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto(`/admin-portal/candidates?programme=${TAG}&sort=name`);
    await page.getByRole('status').filter({ hasText: '2 found' }).waitFor();
    expect(await picker(page, 'Saved view').isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Save this view' }).click();
    const name = dialog(page).getByRole('textbox', { name: 'Name' });
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect(await describedError(page, name)).toContain('This field is required');
    await name.fill(viewName);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText(`View “${viewName}” saved.`).waitFor();
    await expect.poll(() => picker(page, 'Saved view').inputValue()).toBe(viewName);
    await expect.poll(async () => (await viewRow())?.query).toEqual({ programme: TAG, sort: 'name' });

    // The same name again, whatever its case, is refused beside the field.
    await page.getByRole('button', { name: 'Save this view' }).click();
    await name.fill(viewName.toUpperCase());
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect(await describedError(page, name)).toContain('Another view of this list has this name');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('lets a colleague apply the view and email it each week to two members of the office', async () => {
    const { page, context } = await signedInPage(p, colleague, { lang: 'en' });
    await page.goto('/admin-portal/candidates');
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    await choose(page, 'Saved view', viewName);
    await page.waitForURL(
      (url) => url.searchParams.get('programme') === TAG && url.searchParams.get('sort') === 'name',
    );
    await page.getByRole('status').filter({ hasText: '2 found' }).waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Programme' }).inputValue()).toBe(TAG);
    // The list in the view's order: by name, where the newest would come first.
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('Au Yan');
    await expect.poll(() => page.getByRole('row').nth(2).textContent()).toContain('Ho Ming');

    await page.getByRole('button', { name: `View actions: ${viewName}` }).click();
    await page.getByRole('menuitem', { name: 'Weekly email' }).click();
    await dialog(page).getByText(`Weekly email of “${viewName}”`).waitFor();
    // Nobody chosen: said beside the field.
    await dialog(page).getByRole('button', { name: 'Save schedule' }).click();
    await dialog(page).getByText('This field is required').waitFor();
    await choose(dialog(page), 'Day', 'Friday');
    await choose(dialog(page), 'Time (Hong Kong)', '08:00');
    for (const email of [officer, colleague]) {
      await choose(dialog(page), 'Send to', email);
    }
    // The list of colleagues stays open for another choice until Escape closes it (not the dialog).
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await dialog(page).getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText(`“${viewName}” will be emailed each week.`).waitFor();
    await page.getByText(/^Emailed every Friday at 08:00 \(Hong Kong time\) to /).waitFor();
    const row = await viewRow();
    expect(row).toMatchObject({ scheduleWeekday: 5, scheduleHour: 8 });
    const recipients = await p.app.db
      .select({ userId: savedViewRecipients.userId })
      .from(savedViewRecipients)
      .where(eq(savedViewRecipients.viewId, row?.id ?? ''));
    expect(recipients.map((r) => r.userId).sort()).toEqual([officerId, colleagueId].sort());
    await context.close();
  });

  it('applies and renames a view by keyboard, in Traditional Chinese', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'zh' });
    await page.goto('/admin-portal/candidates');
    await page.getByRole('heading', { name: '求職者', level: 1 }).waitFor();
    const select = picker(page, '已儲存的檢視');
    await expect.poll(() => select.isDisabled()).toBe(false);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name: viewName, exact: true });
    await option.waitFor();
    // The first arrow opens the list and, once its options are drawn, marks the first.
    if ((await option.getAttribute('data-combobox-selected')) === null) await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('data-combobox-selected')).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`programme=${TAG}`));
    await page.getByRole('status').filter({ hasText: '找到 2 項' }).waitFor();
    await page.getByText(/^逢星期五 08:00（香港時間）以電郵傳送給 /).waitFor();
    // Once the list has settled on the view's filters, nothing is said to have changed.
    await expect.poll(() => page.getByText('套用此檢視後，篩選條件已有更改。').count()).toBe(0);

    await page.getByRole('button', { name: `檢視操作：${viewName}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // The filters are the view's: saving them into it again is offered only once they differ.
    expect(await page.getByRole('menuitem', { name: '將目前的篩選條件存入此檢視' }).count()).toBe(0);
    // Opened, the focus is on the first item; the arrows move it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('重新命名');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('每週電郵');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe('重新命名');
    await page.keyboard.press('Enter');
    const name = dialog(page).getByRole('textbox', { name: '名稱' });
    await name.fill('');
    await page.keyboard.type(`資助機構報告 ${TAG}`);
    await page.keyboard.press('Enter');
    await page.getByText(`檢視已重新命名為「資助機構報告 ${TAG}」。`).waitFor();
    await expect.poll(async () => (await viewRow())?.name).toBe(`資助機構報告 ${TAG}`);
    await context.close();
  });

  it('fits a 390 px screen, and deletes a view after a confirmation', async () => {
    const { page, context } = await signedInPage(p, colleague, { lang: 'en', width: 390, height: 844 });
    await page.goto('/admin-portal/candidates');
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    await choose(page, 'Saved view', `資助機構報告 ${TAG}`);
    await page.waitForURL(new RegExp(`programme=${TAG}`));
    await page.getByRole('status').filter({ hasText: '2 found' }).waitFor();
    expect(await overflow(page)).toBe(0);

    // Another sort: the view is marked as changed, and can take the new one.
    await choose(page, 'Sort by', 'Newest first');
    await page.getByText('The filters have changed since this view was applied.').waitFor();
    await page.getByRole('button', { name: `View actions: 資助機構報告 ${TAG}` }).click();
    await page.getByRole('menuitem', { name: 'Save the current filters to this view' }).click();
    await page.getByText(`“資助機構報告 ${TAG}” now keeps the current filters.`).waitFor();
    await expect.poll(async () => (await viewRow())?.query).toEqual({ programme: TAG, sort: 'newest' });
    await expect.poll(() => page.getByText('The filters have changed since this view was applied.').count()).toBe(0);

    await page.getByRole('button', { name: `View actions: 資助機構報告 ${TAG}` }).click();
    await page.getByRole('menuitem', { name: 'Weekly email' }).click();
    await dialog(page).getByText('Weekly email of', { exact: false }).waitFor();
    expect(await overflow(page)).toBe(0);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `View actions: 資助機構報告 ${TAG}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog(page).getByText('Delete this view?').waitFor();
    await dialog(page).getByRole('button', { name: 'Delete view' }).click();
    await page.getByText(`View “資助機構報告 ${TAG}” deleted.`).waitFor();
    await expect.poll(viewRow).toBeUndefined();
    await expect.poll(() => picker(page, 'Saved view').isDisabled()).toBe(true);
    await context.close();
  });
});
