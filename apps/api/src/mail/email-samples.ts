// One example of every kind of email, as its use case would queue it, in a given language: what
// `npm run preview:emails` draws and the mail tests render. Not used by the app itself.
import { formatCompanyCode } from '@fis/shared/company-code';
import type { Language } from '@fis/shared/enums';
import type { EmailAttachment } from '../db/schema.js';
import { t } from '../lib/catalogs.js';
import { officeEmailSamples } from './office-email-samples.js';
import type { EmailParams, EmailTemplate } from './templates.js';

export interface EmailSample {
  /** The file name of the preview: the template, or the template and a variant. */
  name: string;
  template: EmailTemplate;
  params: EmailParams;
  attachments?: EmailAttachment[];
  /** A notification email's settings and one-click unsubscribe links. */
  unsubscribe?: { settingsUrl?: string; oneClickUrl: string };
}

const calendarFile = (method: 'REQUEST' | 'CANCEL'): EmailAttachment => ({
  filename: 'interview.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: Buffer.from(`BEGIN:VCALENDAR\r\nMETHOD:${method}\r\nEND:VCALENDAR\r\n`).toString('base64'),
});

export function emailSamples(lang: Language, publicUrl = 'https://internships.example.hk'): EmailSample[] {
  const candidate = lang === 'en' ? 'Chan Siu Ming' : lang === 'zh' ? '陳小明' : '陈小明';
  const company = lang === 'en' ? 'Harbour Ledger Ltd' : lang === 'zh' ? '海港帳簿有限公司' : '海港帐簿有限公司';
  const position = lang === 'en' ? 'Data Analyst Intern' : lang === 'zh' ? '數據分析實習生' : '数据分析实习生';
  const job = { positionName: position, companyName: company };
  const token = 'k3J9xQ2mV7pL0aRt5WcY8nE1';
  const unsubscribe = (role: 'candidate' | 'company') => ({
    settingsUrl: `${publicUrl}/${role}/setting`,
    oneClickUrl: `${publicUrl}/api/v1/email-unsubscribe?user=2b7c9e41-0d3a-4f6e-9a1b-5c8d7e6f4a32&token=${token}`,
  });
  const helpMessage =
    lang === 'en'
      ? 'I cannot upload my resume: the page stops at 99%.\nI attach a screenshot.'
      : lang === 'zh'
        ? '我無法上載履歷：頁面停在 99%。\n附上螢幕截圖。'
        : '我无法上传简历：页面停在 99%。\n附上截图。';
  return [
    {
      name: 'verifyEmail',
      template: 'verifyEmail',
      params: { name: candidate, actionUrl: `${publicUrl}/verify-email?token=${token}` },
    },
    {
      name: 'resetPassword',
      template: 'resetPassword',
      params: { name: candidate, actionUrl: `${publicUrl}/update-password?token=${token}` },
    },
    { name: 'loginCode', template: 'loginCode', params: { name: candidate, code: '482913' } },
    { name: 'emailChangeCode', template: 'emailChangeCode', params: { name: company, code: '305718' } },
    {
      name: 'passwordChanged',
      template: 'passwordChanged',
      params: { name: candidate, changedAt: '2026-03-02 10:15 (HKT)', actionUrl: `${publicUrl}/forgot-password` },
    },
    {
      name: 'emailChanged',
      template: 'emailChanged',
      params: { name: company, newEmail: 'hr@new-company.example' },
    },
    { name: 'companyRegistered', template: 'companyRegistered', params: { name: company, companyName: company } },
    {
      name: 'companyApproved',
      template: 'companyApproved',
      params: {
        name: company,
        companyName: company,
        companyCode: formatCompanyCode(42),
        actionUrl: `${publicUrl}/sign-in?type=company`,
      },
    },
    {
      // The office's reason as written (here in English), inside the company's language.
      name: 'companyRejected',
      template: 'companyRejected',
      params: {
        name: company,
        companyName: company,
        reason: 'Harbour Ledger Ltd is not on the list of companies accepted into the scheme this year.',
      },
    },
    {
      name: 'jobApproved',
      template: 'jobApproved',
      params: { name: company, positionName: position, actionUrl: `${publicUrl}/company/job/17` },
    },
    {
      name: 'reviewRejected',
      template: 'reviewRejected',
      params: {
        name: candidate,
        companyName: company,
        title:
          lang === 'en' ? 'Friendly team, long hours' : lang === 'zh' ? '團隊友善，工時較長' : '团队友善，工时较长',
        reason: 'Please remove the name of your supervisor from the review.',
        actionUrl: `${publicUrl}/candidate/company/4f1c2a9e-6b1d-4f3a-9c55-2d8e7a1b0c3d/write-review`,
      },
    },
    {
      name: 'jobRejected',
      template: 'jobRejected',
      params: {
        name: company,
        positionName: position,
        reason: t(lang, 'emails:jobRejected.reason', { reason: 'Please state the monthly allowance.' }),
        actionUrl: `${publicUrl}/company/job/17`,
      },
    },
    {
      name: 'notification',
      template: 'notification',
      params: {
        name: company,
        text: t(lang, 'notifications:CANDIDATE_APPLIED_JOB', { ...job, candidateName: candidate }),
        actionUrl: `${publicUrl}/company/job/17/candidates`,
      },
      unsubscribe: unsubscribe('company'),
    },
    {
      name: 'notification-interview',
      template: 'notification',
      params: {
        name: candidate,
        text: t(lang, 'notifications:COMPANY_ACCEPTED_APPLICATION', { ...job, interviewAt: '2026-03-12 14:00 (HKT)' }),
        actionUrl: `${publicUrl}/candidate/applications`,
        interviewPlace:
          lang === 'en'
            ? '12/F, 8 Finance Street, Central, Room 1203'
            : lang === 'zh'
              ? '中環金融街 8 號 12 樓 1203 室'
              : '中环金融街 8 号 12 楼 1203 室',
        interviewVideoLink: 'https://meet.example.com/harbour-ledger-interview',
        interviewNote:
          lang === 'en'
            ? 'Please bring your student ID.\nAsk for Ms Wong at the reception.'
            : lang === 'zh'
              ? '請帶備學生證。\n請到接待處找黃小姐。'
              : '请携带学生证。\n请到前台找黄小姐。',
      },
      attachments: [calendarFile('REQUEST')],
      unsubscribe: unsubscribe('candidate'),
    },
    {
      name: 'notification-interview-cancelled',
      template: 'notification',
      params: {
        name: candidate,
        text: t(lang, 'notifications:INTERVIEW_CANCELLED', job),
        actionUrl: `${publicUrl}/candidate/applications`,
      },
      attachments: [calendarFile('CANCEL')],
      unsubscribe: unsubscribe('candidate'),
    },
    {
      // A message: the subject and the sender, never the body (docs/decisions/015).
      name: 'notification-message',
      template: 'notification',
      params: {
        name: candidate,
        // The subject as its sender wrote it, whatever the reader's language.
        text: t(lang, 'notifications:RECEIVED_NEW_MESSAGE', {
          senderName: company,
          subject: 'Interview slots next week',
        }),
        actionUrl: `${publicUrl}/candidate/message-detail/0b7d3c1e-5f2a-4e8b-9c61-2d4f7a9e3b15`,
      },
      unsubscribe: unsubscribe('candidate'),
    },
    {
      // To the scheme office, in the scheme's default language whatever the sample's (decision 019).
      name: 'helpRequestReceived',
      template: 'helpRequestReceived',
      params: {
        name: t(lang, 'emails:layout.signature'),
        requesterName: candidate,
        requesterEmail: 'siuming.chan@example.edu.hk',
        roleLabel: t(lang, 'help:roles.1'),
        topicLabel: t(lang, 'help:topics.4'),
        languageLabel: t(lang, 'common:language.zh'),
        fileLabel: 'screenshot.png',
        message: helpMessage,
        actionUrl: `${publicUrl}/admin-portal/help-requests/5c2e9a4b-7d1f-4f3a-8b6e-0a9d2c4e6f81`,
      },
    },
    {
      name: 'helpRequestAcknowledged',
      template: 'helpRequestAcknowledged',
      params: { topicLabel: t(lang, 'help:topics.4'), sentAt: '2026-03-01 18:40 (HKT)' },
    },
    {
      // The office's answer as written (here in English), inside the requester's language.
      name: 'helpRequestAnswered',
      template: 'helpRequestAnswered',
      params: {
        name: candidate,
        topicLabel: t(lang, 'help:topics.4'),
        sentAt: '2026-03-02 10:15 (HKT)',
        answer: 'Thank you for the screenshot.\nThe upload works again since this morning: please try once more.',
        message: helpMessage,
      },
    },
    ...officeEmailSamples(lang, publicUrl, { candidate, token }),
  ];
}
