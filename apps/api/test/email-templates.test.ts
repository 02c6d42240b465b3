// Every kind of email in every language, rendered as queueEmail renders it: both parts exist and
// carry the same code and links, the HTML says its language, and what users wrote is escaped.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { describe, expect, it } from 'vitest';
import { t } from '../src/lib/catalogs.js';
import { emailSamples } from '../src/mail/email-samples.js';
import { type EmailTemplate, renderEmail } from '../src/mail/templates.js';

const PUBLIC_URL = 'https://platform.test';
const TAGS: Record<Language, string> = { en: 'en', zh: 'zh-Hant-HK', cn: 'zh-Hans-CN' };
const KINDS: EmailTemplate[] = [
  'verifyEmail',
  'resetPassword',
  'loginCode',
  'companyRegistered',
  'companyApproved',
  'companyRejected',
  'jobApproved',
  'jobRejected',
  'reviewRejected',
  'notification',
  'emailChangeCode',
  'emailChanged',
  'passwordChanged',
  'helpRequestReceived',
  'helpRequestAcknowledged',
  'helpRequestAnswered',
  'eligibilityVerified',
  'eligibilityVerifiedByInstitution',
  'eligibilityRejected',
  'eligibilityReopened',
  'adminInvitation',
  'coordinatorInvitation',
  'savedViewExport',
];

const escaped = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const lines = (text: string) => text.split('\n');
/** The HTML's visible text, roughly: tags dropped, so a value inside a sentence shows as such. */
const paragraphsOf = (html: string) => [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1] ?? '');

describe('every kind of email', () => {
  it('has a sample of every kind', () => {
    expect(new Set(emailSamples('en').map((s) => s.template))).toEqual(new Set(KINDS));
  });

  for (const lang of LANGUAGES) {
    for (const sample of emailSamples(lang, PUBLIC_URL)) {
      it(`${sample.name} in ${lang}: an HTML and a text part, the same code and links, lang="${TAGS[lang]}"`, () => {
        const mail = renderEmail(sample.template, lang, sample.params, {
          publicUrl: PUBLIC_URL,
          attachments: sample.attachments,
          unsubscribe: sample.unsubscribe,
        });
        expect(mail.subject).toBe(t(lang, `emails:${sample.template}.subject`, sample.params));
        expect(mail.html).toMatch(/^<!doctype html>\n<html lang="[^"]+" dir="ltr">/);
        expect(mail.html).toContain(`<html lang="${TAGS[lang]}" dir="ltr">`);
        expect(mail.html).toContain('max-width:600px');
        expect(mail.html).toContain('name="viewport"');
        // Every key resolved and every placeholder filled, in both parts.
        for (const part of [mail.html, mail.text]) {
          expect(part).not.toMatch(/emails:\w+\./);
          expect(part).not.toContain('{{');
          expect(part).toContain(t(lang, 'common:appName'));
          expect(part).toContain(PUBLIC_URL);
          // Greeted by name, or, sent to an address nobody confirmed, without one.
          expect(part).toContain(sample.params.name ?? t(lang, 'emails:layout.greetingPlain'));
        }
        expect(mail.text).not.toMatch(/<[a-z]/i);

        const code = sample.params.code ?? sample.params.companyCode;
        if (code) {
          expect(lines(mail.text)).toContain(code);
          expect(mail.html).toMatch(new RegExp(`class="code-value"[^>]*user-select:all[^>]*>${code}</div>`));
          expect(
            paragraphsOf(mail.html).some((p) => p.includes(code)),
            'the code inside a sentence',
          ).toBe(false);
        }

        const url = sample.params.actionUrl;
        if (url && sample.template !== 'loginCode') {
          expect(lines(mail.text)).toContain(url);
          expect(mail.html).toContain(`href="${escaped(url)}"`);
          // The button (a table cell coloured for Outlook) and the raw address to copy under it.
          expect(mail.html).toMatch(/<td align="center" bgcolor="#0b5cad"[^>]*mso-padding-alt/);
          expect(mail.html).toContain(`>${escaped(url)}</a>`);
        }
        if (sample.attachments?.length) {
          const method = sample.attachments[0]?.contentType.includes('CANCEL') ? 'calendarCancel' : 'calendarRequest';
          expect(mail.text).toContain(t(lang, `emails:layout.${method}`));
        }
      });
    }
  }

  it('hides a preheader before the content: the notification text itself, or a line of its own', () => {
    const [verify] = emailSamples('en', PUBLIC_URL);
    const html = renderEmail('verifyEmail', 'en', verify?.params ?? { name: '' }, { publicUrl: PUBLIC_URL }).html;
    expect(html).toMatch(/<div style="display:none;[^"]*">One step left: confirm your email address/);
    const note = renderEmail(
      'notification',
      'en',
      { name: 'A', text: 'Acme viewed your application', actionUrl: 'x' },
      {
        publicUrl: PUBLIC_URL,
      },
    );
    expect(note.html).toMatch(/<div style="display:none;[^"]*">Acme viewed your application/);
  });

  it("never matches SpamAssassin's invisible-text test (__FONT_INVIS, scored as FONT_INVIS_MSGID), in any language", () => {
    // The rule as SpamAssassin writes it (rulesrc/sandbox/jhardin/20_misc_testing.cf): an element
    // whose style sets a font size of 0 or 1 (or a transparent colour), then text starting with a
    // Latin letter or digit. A hidden preheader with font-size:1px met it in English only.
    const FONT_INVIS =
      /<(?!style)[a-z]+\s[^>]{1,80}(?:font(?:-size)?\s*:\s*(?:0*[01](?:\.\d+)?(?:px|pt|Q|vw|vh|vmin)|0+(?:\.\d+)?(?:cm|mm|pc|ch|rem|lh|vmax|%)|0+(?:\.0\d*)(?:em|ex|in))(?:\s[a-z]|\s*[;'])|['"\s;]color\s*:\s*transparent\s*[;'])[^>]{0,80}>[a-z0-9]/i;
    for (const lang of LANGUAGES) {
      for (const sample of emailSamples(lang, PUBLIC_URL)) {
        const { html } = renderEmail(sample.template, lang, sample.params, {
          publicUrl: PUBLIC_URL,
          attachments: sample.attachments,
          unsubscribe: sample.unsubscribe,
        });
        expect(FONT_INVIS.exec(html)?.[0], `${sample.name} in ${lang}`).toBeUndefined();
        // Still one hidden preview line, before the content.
        expect(html.match(/display:none/g), `${sample.name} in ${lang}`).toHaveLength(1);
      }
    }
  });

  it('gives a notification email a link to the settings and a one-click unsubscribe, and no other email either', () => {
    for (const lang of LANGUAGES) {
      for (const sample of emailSamples(lang, PUBLIC_URL)) {
        const mail = renderEmail(sample.template, lang, sample.params, {
          publicUrl: PUBLIC_URL,
          attachments: sample.attachments,
          unsubscribe: sample.unsubscribe,
        });
        const links = sample.unsubscribe ? [sample.unsubscribe.settingsUrl ?? '', sample.unsubscribe.oneClickUrl] : [];
        expect(Boolean(sample.unsubscribe), sample.name).toBe(sample.template === 'notification');
        for (const url of links) {
          expect(lines(mail.text)).toContain(url);
          expect(mail.html).toContain(`href="${escaped(url)}"`);
        }
        if (sample.unsubscribe) {
          expect(mail.html).toContain(`>${t(lang, 'emails:layout.settingsLink')}</a>`);
          expect(mail.html).toContain(`>${t(lang, 'emails:layout.unsubscribeLink')}</a>`);
        } else {
          expect(mail.text).not.toContain('email-unsubscribe');
          expect(mail.html).not.toContain(t(lang, 'emails:layout.unsubscribeLink'));
        }
      }
    }
  });

  it('gives a reader without a settings page the one-click link alone', () => {
    const oneClickUrl = `${PUBLIC_URL}/api/v1/email-unsubscribe?user=u&token=x`;
    const mail = renderEmail(
      'notification',
      'en',
      { name: 'Office', text: 'A help request is waiting', actionUrl: `${PUBLIC_URL}/admin-portal/dashboard` },
      { publicUrl: PUBLIC_URL, unsubscribe: { oneClickUrl } },
    );
    expect(lines(mail.text)).toContain(oneClickUrl);
    expect(mail.html).toContain(`href="${escaped(oneClickUrl)}"`);
    expect(mail.text).not.toContain(t('en', 'emails:layout.settingsLink'));
    expect(mail.html).not.toContain(t('en', 'emails:layout.settingsLink'));
  });

  it("says an interview's place, video link and note in both parts, the link one to open", () => {
    for (const lang of LANGUAGES) {
      const sample = emailSamples(lang, PUBLIC_URL).find((s) => s.name === 'notification-interview');
      const params = sample?.params ?? { name: '' };
      const mail = renderEmail('notification', lang, params, {
        publicUrl: PUBLIC_URL,
        attachments: sample?.attachments,
      });
      for (const key of ['interviewPlace', 'interviewVideoLink', 'interviewNote']) {
        const label = t(lang, `emails:layout.${key}`);
        const value = params[key] ?? '';
        expect(value).not.toBe('');
        expect(mail.text).toContain(`${label}\n${value}`);
        expect(mail.html).toContain(`>${escaped(label)}</div>`);
        expect(mail.html).toContain(escaped(value));
      }
      expect(mail.html).toContain(`href="${params.interviewVideoLink}"`);
    }
    const hostile = renderEmail(
      'notification',
      'en',
      {
        name: 'A',
        text: 'x',
        interviewPlace: '<img src=x onerror=alert(1)>',
        interviewVideoLink: 'https://v.test/?a="><b>',
      },
      { publicUrl: PUBLIC_URL },
    );
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).not.toContain('"><b>');
  });

  it('writes a subject on one line whatever the values in it hold', () => {
    const mail = renderEmail(
      'helpRequestReceived',
      'en',
      {
        name: 'Office',
        requesterName: 'Eve\r\nBcc: victim@example.com\u0007\u001b[2J\u2028x',
        topicLabel: 'Other',
        message: 'hi',
      },
      { publicUrl: PUBLIC_URL },
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
    expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(mail.subject).toBe('Need help: Other from Eve Bcc: victim@example.com [2J x');
  });

  it('gives no button to an email without an action, even when a link is passed', () => {
    const mail = renderEmail(
      'companyRejected',
      'en',
      { name: 'Acme', companyName: 'Acme', actionUrl: 'https://platform.test/sign-in' },
      { publicUrl: PUBLIC_URL },
    );
    expect(mail.html).not.toContain('href="https://platform.test/sign-in"');
    expect(mail.text).not.toContain('/sign-in');
  });
});

describe('what users wrote', () => {
  const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)> \'Co\'';
  const link = 'https://platform.test/company/job/1?a=1&b="><script>';

  for (const lang of LANGUAGES) {
    it(`is escaped in the HTML and kept as written in the text (${lang})`, () => {
      const rendered = [
        renderEmail(
          'companyApproved',
          lang,
          { name: hostile, companyName: hostile, companyCode: hostile, actionUrl: link },
          {
            publicUrl: PUBLIC_URL,
          },
        ),
        renderEmail(
          'jobRejected',
          lang,
          {
            name: hostile,
            positionName: hostile,
            reason: t(lang, 'emails:jobRejected.reason', { reason: hostile }),
            actionUrl: link,
          },
          { publicUrl: PUBLIC_URL },
        ),
        renderEmail('notification', lang, { name: hostile, text: hostile, actionUrl: link }, { publicUrl: PUBLIC_URL }),
      ];
      for (const mail of rendered) {
        expect(mail.html).not.toContain('<script');
        expect(mail.html).not.toContain('<img');
        expect(mail.html).toContain(
          '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt; &#39;Co&#39;',
        );
        expect(mail.html).toContain('href="https://platform.test/company/job/1?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
        expect(mail.text).toContain(hostile);
        expect(lines(mail.text)).toContain(link);
      }
    });
  }
});
