// The samples (email-samples.ts) of the emails the office's acts send: an eligibility decision, by
// the office or an institution's coordinator, an invitation to the team or to coordinate an
// institution, and a saved view's weekly file.
import type { Language } from '@fis/shared/enums';
import { t } from '../lib/catalogs.js';
import type { EmailSample } from './email-samples.js';

export function officeEmailSamples(
  lang: Language,
  publicUrl: string,
  { candidate, token }: { candidate: string; token: string },
): EmailSample[] {
  return [
    {
      name: 'eligibilityVerified',
      template: 'eligibilityVerified',
      params: { name: candidate, actionUrl: `${publicUrl}/candidate/profile` },
    },
    {
      name: 'eligibilityVerifiedByInstitution',
      template: 'eligibilityVerifiedByInstitution',
      params: {
        institution: t(lang, 'common:options.institution.HKU'),
        name: candidate,
        actionUrl: `${publicUrl}/candidate/profile`,
      },
    },
    {
      // The office's reason as written (here in English), inside the candidate's language.
      name: 'eligibilityRejected',
      template: 'eligibilityRejected',
      params: {
        name: candidate,
        reason: 'The student ID scan is cut off: please upload the whole card, both sides.',
        actionUrl: `${publicUrl}/candidate/profile`,
      },
    },
    {
      name: 'eligibilityReopened',
      template: 'eligibilityReopened',
      params: { name: candidate, actionUrl: `${publicUrl}/candidate/profile` },
    },
    {
      name: 'adminInvitation',
      template: 'adminInvitation',
      params: {
        name: 'office.staff@example.hk',
        inviterEmail: 'office.lead@example.hk',
        actionUrl: `${publicUrl}/admin-invite?token=${token}`,
      },
    },
    {
      name: 'coordinatorInvitation',
      template: 'coordinatorInvitation',
      params: {
        name: 'verification@hku.example.hk',
        inviterEmail: 'office.lead@example.hk',
        institution: t(lang, 'common:options.institution.HKU'),
        actionUrl: `${publicUrl}/institution-invite?token=${token}`,
      },
    },
    {
      // A saved view's weekly CSV file (decision 057); the file itself is attached when it is sent.
      name: 'savedViewExport',
      template: 'savedViewExport',
      params: {
        name: 'office.staff@example.hk',
        viewName: lang === 'en' ? 'Unverified, this round' : lang === 'zh' ? '本輪未核實' : '本轮未核实',
        listName: t(lang, 'adminLists:candidates.title'),
        date: '2026-03-02',
        rows: '128',
        actionUrl: `${publicUrl}/admin-portal/candidates?eligibilityStatus=0&sort=newest`,
      },
    },
  ];
}
