// Email texts come from the `emails` catalog in the recipient's email language. Each email is
// rendered once, when it is queued, so the outbox keeps exactly what was sent. This file says
// what each kind of email contains; layout.ts and plain-text.ts give every kind the same form.
import type { Language } from '@fis/shared/enums';
import type { EmailAttachment } from '../db/schema.js';
import { t } from '../lib/catalogs.js';
import type { EmailBlock, EmailContent } from './email-content.js';
import { headerText } from './header-text.js';
import { renderHtml } from './layout.js';
import { renderText } from './plain-text.js';

export type EmailTemplate =
  | 'verifyEmail'
  | 'resetPassword'
  | 'loginCode'
  | 'companyRegistered'
  | 'companyApproved'
  | 'companyRejected'
  | 'jobApproved'
  | 'jobRejected'
  | 'reviewRejected'
  | 'notification'
  | 'emailChangeCode'
  | 'emailChanged'
  | 'passwordChanged'
  | 'helpRequestReceived'
  | 'helpRequestAcknowledged'
  | 'helpRequestAnswered'
  | 'eligibilityVerified'
  | 'eligibilityVerifiedByInstitution'
  | 'eligibilityRejected'
  | 'eligibilityReopened'
  | 'adminInvitation'
  | 'coordinatorInvitation'
  | 'savedViewExport';

/** `name` greets the reader; without it (or for a kind in GREETED_WITHOUT_NAME) the greeting names nobody. */
export type EmailParams = { name?: string; actionUrl?: string } & Record<string, string>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the email is sent with, beyond its parameters. */
export interface EmailContext {
  /** The platform's address, named in the footer. */
  publicUrl: string;
  attachments?: EmailAttachment[] | undefined;
  /** A notification email's ways to stop them: the settings page (when the role has one) and the one-click link. */
  unsubscribe?: { settingsUrl?: string | undefined; oneClickUrl: string } | undefined;
}

type Translate = (key: string) => string;

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

/** The interview's calendar file, said in words: an invitation to add, or a cancellation. */
function calendarNote(tr: Translate, attachments: EmailAttachment[] = []): EmailBlock[] {
  const calendar = attachments.find((file) => file.contentType.startsWith('text/calendar'));
  if (!calendar) return [];
  return [
    paragraph(tr(/method=CANCEL/i.test(calendar.contentType) ? 'layout.calendarCancel' : 'layout.calendarRequest')),
  ];
}

/** The interview's place, video link and note, which the calendar file also carries. */
function interviewDetails(tr: Translate, p: EmailParams): EmailBlock[] {
  const rows = [
    ...(p.interviewPlace ? [{ label: tr('layout.interviewPlace'), value: p.interviewPlace }] : []),
    ...(p.interviewVideoLink
      ? [{ label: tr('layout.interviewVideoLink'), value: p.interviewVideoLink, link: true }]
      : []),
    ...(p.interviewNote ? [{ label: tr('layout.interviewNote'), value: p.interviewNote }] : []),
  ];
  return rows.length ? [{ kind: 'details', rows }] : [];
}

/** The admin's reason for a decision, labelled and quoted as written; nothing when none was given. */
function reasonBlocks(tr: Translate, reason: string | undefined): EmailBlock[] {
  return reason ? [paragraph(tr('layout.reasonLabel')), { kind: 'quote', text: reason }] : [];
}

/** The content of each kind of email, between the greeting and the button. */
const BLOCKS: Record<EmailTemplate, (tr: Translate, params: EmailParams, context: EmailContext) => EmailBlock[]> = {
  verifyEmail: (tr) => [paragraph(tr('verifyEmail.body'))],
  resetPassword: (tr) => [paragraph(tr('resetPassword.body'))],
  loginCode: (tr, p) => [
    paragraph(tr('loginCode.intro')),
    { kind: 'code', label: tr('loginCode.codeLabel'), value: p.code ?? '' },
    paragraph(tr('loginCode.note')),
  ],
  companyRegistered: (tr) => [paragraph(tr('companyRegistered.body'))],
  // `reason` is the scheme office's own words, quoted as written (docs/decisions/024).
  companyApproved: (tr, p) => [
    paragraph(tr('companyApproved.intro')),
    ...reasonBlocks(tr, p.reason),
    { kind: 'code', label: tr('companyApproved.idLabel'), value: p.companyCode ?? '' },
    paragraph(tr('companyApproved.signIn')),
  ],
  companyRejected: (tr, p) => [paragraph(tr('companyRejected.body')), ...reasonBlocks(tr, p.reason)],
  adminInvitation: (tr) => [paragraph(tr('adminInvitation.body')), paragraph(tr('adminInvitation.note'))],
  coordinatorInvitation: (tr) => [
    paragraph(tr('coordinatorInvitation.body')),
    paragraph(tr('coordinatorInvitation.note')),
  ],
  jobApproved: (tr) => [paragraph(tr('jobApproved.body'))],
  // `reason` comes already worded ("Reason given: …") from the review, or empty.
  jobRejected: (tr, p) => [
    paragraph(tr('jobRejected.intro')),
    ...(p.reason ? [{ kind: 'quote', text: p.reason } as const] : []),
    paragraph(tr('jobRejected.outro')),
  ],
  // `reason` is the scheme office's own words, quoted as written (docs/decisions/017).
  reviewRejected: (tr, p) => [
    paragraph(tr('reviewRejected.intro')),
    { kind: 'quote', text: p.reason ?? '' },
    paragraph(tr('reviewRejected.outro')),
  ],
  // docs/decisions/018: the code goes to the new address, the notice to the old one.
  emailChangeCode: (tr, p) => [
    paragraph(tr('emailChangeCode.intro')),
    { kind: 'code', label: tr('emailChangeCode.codeLabel'), value: p.code ?? '' },
    paragraph(tr('emailChangeCode.note')),
  ],
  emailChanged: (tr) => [paragraph(tr('emailChanged.body')), paragraph(tr('emailChanged.note'))],
  // A security notice to the account's own address: sent whatever the notification setting.
  passwordChanged: (tr) => [paragraph(tr('passwordChanged.body')), paragraph(tr('passwordChanged.note'))],
  notification: (tr, p, context) => [
    paragraph(tr('notification.intro')),
    { kind: 'quote', text: p.text ?? '' },
    ...interviewDetails(tr, p),
    ...calendarNote(tr, context.attachments),
  ],
  // To the scheme office (SUPPORT_EMAIL): who asks about what, and their message as they wrote it.
  helpRequestReceived: (tr, p) => [
    paragraph(tr('helpRequestReceived.intro')),
    { kind: 'quote', text: tr('helpRequestReceived.details') },
    paragraph(tr('helpRequestReceived.messageLabel')),
    { kind: 'quote', text: p.message ?? '' },
  ],
  // To the address the requester gave, which nobody has confirmed: what they asked about and
  // when, never their message nor their name (GREETED_WITHOUT_NAME), so that the form cannot
  // send someone else a text of its choosing.
  helpRequestAcknowledged: (tr) => [paragraph(tr('helpRequestAcknowledged.body'))],
  // To the requester, in their language: the office's answer as written, then their own message.
  helpRequestAnswered: (tr, p) => [
    paragraph(tr('helpRequestAnswered.intro')),
    { kind: 'quote', text: p.answer ?? '' },
    paragraph(tr('helpRequestAnswered.yourMessage')),
    { kind: 'quote', text: p.message ?? '' },
  ],
  // docs/decisions/025: the scheme office's eligibility decision; a reason quoted as written.
  eligibilityVerified: (tr) => [paragraph(tr('eligibilityVerified.body'))],
  eligibilityVerifiedByInstitution: (tr) => [paragraph(tr('eligibilityVerifiedByInstitution.body'))],
  eligibilityRejected: (tr, p) => [
    paragraph(tr('eligibilityRejected.intro')),
    { kind: 'quote', text: p.reason ?? '' },
    paragraph(tr('eligibilityRejected.outro')),
  ],
  eligibilityReopened: (tr) => [paragraph(tr('eligibilityReopened.body'))],
  // docs/decisions/057: a saved view's weekly CSV file, attached, to a colleague the office chose.
  savedViewExport: (tr) => [paragraph(tr('savedViewExport.intro')), paragraph(tr('savedViewExport.note'))],
};

/** The kinds with a button; the others have nothing to open. */
const WITH_ACTION = new Set<EmailTemplate>([
  'verifyEmail',
  'resetPassword',
  'companyApproved',
  'jobApproved',
  'jobRejected',
  'reviewRejected',
  'notification',
  'helpRequestReceived',
  'eligibilityVerified',
  'eligibilityVerifiedByInstitution',
  'eligibilityRejected',
  'eligibilityReopened',
  'adminInvitation',
  'coordinatorInvitation',
  'passwordChanged',
  'savedViewExport',
]);

/**
 * Kinds sent to an address nobody has confirmed: a name there would be text of the sender's
 * choosing in an email to a stranger, so these greet without one.
 */
const GREETED_WITHOUT_NAME = new Set<EmailTemplate>(['helpRequestAcknowledged']);

/** Why the reader got it: they registered, they have an account, or they asked for notifications. */
function footerKey(template: EmailTemplate): string {
  if (template === 'notification') return 'layout.footerNotification';
  if (template === 'helpRequestAnswered' || template === 'helpRequestAcknowledged') return 'layout.footerHelp';
  if (template === 'verifyEmail' || template === 'companyRegistered' || template === 'companyRejected') {
    return 'layout.footerRegistration';
  }
  return 'layout.footer';
}

function emailContent(
  template: EmailTemplate,
  lang: Language,
  params: EmailParams,
  context: EmailContext,
): EmailContent {
  const tr: Translate = (key) => t(lang, `emails:${key}`, params);
  const subject = headerText(tr(`${template}.subject`));
  return {
    lang,
    subject,
    // A notification's own text is the best preview of it.
    preheader: template === 'notification' ? (params.text ?? subject) : tr(`${template}.preheader`),
    greeting: params.name && !GREETED_WITHOUT_NAME.has(template) ? tr('layout.greeting') : tr('layout.greetingPlain'),
    blocks: BLOCKS[template](tr, params, context),
    ...(WITH_ACTION.has(template) && params.actionUrl
      ? { action: { label: tr(`${template}.action`), url: params.actionUrl, hint: tr('layout.linkHint') } }
      : {}),
    signature: tr('layout.signature'),
    footer: {
      reason: tr(footerKey(template)),
      schemeName: t(lang, 'common:appName'),
      platformUrl: context.publicUrl,
      ...(context.unsubscribe
        ? {
            unsubscribe: {
              settingsLabel: tr('layout.settingsLink'),
              ...(context.unsubscribe.settingsUrl ? { settingsUrl: context.unsubscribe.settingsUrl } : {}),
              oneClickLabel: tr('layout.unsubscribeLink'),
              oneClickUrl: context.unsubscribe.oneClickUrl,
            },
          }
        : {}),
    },
  };
}

export function renderEmail(
  template: EmailTemplate,
  lang: Language,
  params: EmailParams,
  context: EmailContext,
): RenderedEmail {
  const content = emailContent(template, lang, params, context);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
