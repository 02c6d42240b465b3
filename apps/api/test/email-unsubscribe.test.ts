// Notification emails through a real SMTP server (docs/decisions/036): they carry RFC 8058's
// one-click unsubscribe, which works without signing in and only for the email's own recipient;
// account emails (a sign-in code) carry none. Waiting here is real delivery time, never business time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema.js';
import { t as translate } from '../src/lib/catalogs.js';
import { unsubscribeUrl } from '../src/mail/unsubscribe-link.js';
import { candidateWithId } from './application-factories.js';
import { emailsTo, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { header, receivedBy, type Sink, startSink } from './smtp-sink.js';

describe('a notification email', () => {
  let sink: Sink;
  let t: TestApp;
  let admin: string;
  let candidate: Awaited<ReturnType<typeof candidateWithId>>;
  let other: Awaited<ReturnType<typeof candidateWithId>>;

  /** A notification's subject in `lang`, up to its text. */
  const notificationSubject = (lang: 'en' | 'zh') => translate(lang, 'emails:notification.subject', { text: '' });
  const notificationsWanted = async (userId: string) =>
    (await t.app.db.select({ on: users.emailNotification }).from(users).where(eq(users.id, userId)))[0]?.on;
  /** The office edits the candidate's profile: the candidate is told, by email too. */
  const editProfileOf = async (userId: string) => {
    const res = await call(t, 'PUT', `/admin/candidates/${userId}/profile`, {
      token: admin,
      body: { programme: 'BSc Quantitative Finance' },
    });
    expect(res.status).toBe(200);
  };
  const post = (url: string, body = 'List-Unsubscribe=One-Click') =>
    fetch(url.replace('http://app.test', t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  beforeAll(async () => {
    sink = await startSink();
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
    admin = (await signedInAdmin(t)).token;
    [candidate, other] = await Promise.all([candidateWithId(t), candidateWithId(t)]);
    await t.app.db.update(users).set({ emailLanguage: 'en' }).where(eq(users.id, candidate.userId));
    await t.app.db.update(users).set({ emailLanguage: 'zh' }).where(eq(users.id, other.userId));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('says it is machine-made, in which language, and how to stop it in one click (RFC 8058), and links to the edited profile', async () => {
    await editProfileOf(candidate.userId);
    const mail = await receivedBy(sink, candidate.email, notificationSubject('en'));
    expect(header(mail, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(mail, 'Content-Language')).toBe('en');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/app\.test\/api\/v1\/email-unsubscribe\?[^>]+)>$/.exec(
      header(mail, 'List-Unsubscribe') ?? '',
    )?.[1];
    expect(oneClick).toContain(`user=${candidate.userId}`);
    // The body offers both ways: the settings page and the same one-click link.
    expect(mail.text?.split('\n')).toContain('http://app.test/candidate/setting');
    expect(mail.text?.split('\n')).toContain(oneClick);
    expect(mail.html).toContain('href="http://app.test/candidate/setting"');
    // The office edited the profile: the button opens the profile, not the applications.
    expect(mail.text?.split('\n')).toContain('http://app.test/candidate/profile');
    expect(mail.text).not.toContain('/candidate/applications');
  });

  it('turns off that recipient’s notification emails, and no one else’s, with a POST that needs no sign-in', async () => {
    const mail = await receivedBy(sink, candidate.email, notificationSubject('en'));
    const oneClick = (header(mail, 'List-Unsubscribe') ?? '').slice(1, -1);
    const token = new URL(oneClick).searchParams.get('token') ?? '';

    // The candidate's token with the other candidate's id, a forged token, a missing one: refused, nothing changes.
    const moved = await post(`http://app.test/api/v1/email-unsubscribe?user=${other.userId}&token=${token}`);
    expect(moved.status).toBe(400);
    expect((await moved.json()).code).toBe('LINK_INVALID');
    const forged = await post(
      `http://app.test/api/v1/email-unsubscribe?user=${other.userId}&token=${'A'.repeat(token.length)}`,
    );
    expect(forged.status).toBe(400);
    expect((await post(`http://app.test/api/v1/email-unsubscribe?user=${other.userId}`)).status).toBe(400);
    // Not the one-click form's body, as URL-encoded or multipart.
    expect((await post(oneClick, 'List-Unsubscribe=Yes')).status).toBe(400);
    const wrongForm = new FormData();
    wrongForm.append('List-Unsubscribe', 'Yes');
    expect((await fetch(oneClick.replace('http://app.test', t.url), { method: 'POST', body: wrongForm })).status).toBe(
      400,
    );
    // The right field with a file beside it, whatever the file part is called: the form takes none.
    for (const fileField of ['file', 'attachment']) {
      const withFile = new FormData();
      withFile.append('List-Unsubscribe', 'One-Click');
      withFile.append(fileField, new Blob(['x']), 'x.txt');
      const refused = await fetch(oneClick.replace('http://app.test', t.url), { method: 'POST', body: withFile });
      expect(refused.status, fileField).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'FIELD_INVALID', field: fileField });
    }
    expect(await notificationsWanted(candidate.userId)).toBe(true);
    expect(await notificationsWanted(other.userId)).toBe(true);

    const done = await post(oneClick);
    expect(done.status).toBe(200);
    expect(done.headers.get('content-type')).toContain('text/html');
    expect(await done.text()).toContain(translate('en', 'emails:unsubscribe.settings'));
    expect(await notificationsWanted(candidate.userId)).toBe(false);
    expect(await notificationsWanted(other.userId)).toBe(true);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, candidate.userId));
    expect(audit.filter((row) => row.action === 'user.email-settings-changed')).toHaveLength(1);
    // A second click is harmless, and RFC 8058's preferred multipart form works as well.
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const asMultipart = await fetch(oneClick.replace('http://app.test', t.url), { method: 'POST', body: form });
    expect(asMultipart.status).toBe(200);
    expect(await notificationsWanted(candidate.userId)).toBe(false);

    // The next notification is stored but not emailed; the other candidate's still is.
    await editProfileOf(candidate.userId);
    await editProfileOf(other.userId);
    const queued = await emailsTo(t, candidate.email);
    expect(queued.filter((row) => row.template === 'notification')).toHaveLength(1);
    expect((await emailsTo(t, other.email)).filter((row) => row.template === 'notification')).toHaveLength(1);
  });

  it('opened in a browser, only asks: a page with the button that posts the one-click form', async () => {
    await editProfileOf(other.userId);
    const mail = await receivedBy(sink, other.email, notificationSubject('zh'));
    const oneClick = (header(mail, 'List-Unsubscribe') ?? '').slice(1, -1);
    const page = await fetch(oneClick.replace('http://app.test', t.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="zh-Hant-HK">');
    expect(html).toContain('<form method="post">');
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(html).toContain(`>${translate('zh', 'emails:unsubscribe.confirm')}</button>`);
    // The address masked, never in full: the page is open to whoever holds the link.
    expect(html).not.toContain(other.email);
    expect(await notificationsWanted(other.userId)).toBe(true);
  });

  it('that no longer works answers a page in the reader’s language saying so, with the way to the settings', async () => {
    const token = new URL(
      (header(await receivedBy(sink, other.email, notificationSubject('zh')), 'List-Unsubscribe') ?? '').slice(1, -1),
    ).searchParams.get('token');
    for (const [query, lang, tag] of [
      [`user=${other.userId}&token=forged`, 'zh-HK', 'zh-Hant-HK'],
      [`user=${candidate.userId}&token=${token}`, 'en', 'en'],
      ['user=not-an-id', 'zh-CN', 'zh-Hans-CN'],
    ] as const) {
      const page = await fetch(`${t.url}/api/v1/email-unsubscribe?${query}`, { headers: { 'accept-language': lang } });
      expect(page.status, query).toBe(400);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(`<html lang="${tag}">`);
      const reader = tag === 'en' ? 'en' : tag === 'zh-Hant-HK' ? 'zh' : 'cn';
      expect(html).toContain(translate(reader, 'emails:unsubscribe.invalid'));
      expect(html).toContain(`href="http://app.test"`);
      expect(html).not.toContain('<form');
    }
    expect(await notificationsWanted(other.userId)).toBe(true);
  });

  it('leads the scheme office to its own settings page', async () => {
    const { admin: office } = await signedInAdmin(t);
    const page = await fetch(unsubscribeUrl(t.app.config, office.id).replace('http://app.test', t.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="http://app.test/admin-portal/settings"');
  });

  it('is the only kind with an unsubscribe: a password reset is not a notification', async () => {
    expect((await call(t, 'POST', '/user/reset-password', { body: { email: other.email } })).status).toBe(200);
    const mail = await receivedBy(sink, other.email, translate('zh', 'emails:resetPassword.subject'));
    expect(header(mail, 'Auto-Submitted')).toBe('auto-generated');
    expect(header(mail, 'Content-Language')).toBe('zh-Hant-HK');
    expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(header(mail, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(mail.text).not.toContain('email-unsubscribe');
  });
});
