// What an email says, before it has a form: templates.ts fills it from the catalogs, layout.ts
// draws it as HTML and plain-text.ts as text, so both parts always carry the same code and links.
import type { Language } from '@fis/shared/enums';

export type EmailBlock =
  /** A paragraph of the message. */
  | { kind: 'paragraph'; text: string }
  /** Something to copy exactly (a one-time code, a company ID): its own block, never inside a sentence. */
  | { kind: 'code'; label: string; value: string }
  /** A text quoted from elsewhere: a notification, the administrator's reason. */
  | { kind: 'quote'; text: string }
  /** Labelled values, such as an interview's place, video link and note; a `link` value is an address to open. */
  | { kind: 'details'; rows: { label: string; value: string; link?: boolean }[] };

export interface EmailContent {
  lang: Language;
  subject: string;
  /** The line a mail client shows after the subject in the inbox, hidden in the message itself. */
  preheader: string;
  greeting: string;
  blocks: EmailBlock[];
  /** The one link the email asks the reader to follow: a button, with the raw address under it. */
  action?: { label: string; url: string; hint: string };
  signature: string;
  footer: {
    /** Why the reader got this email. */
    reason: string;
    schemeName: string;
    /** The platform's address (PUBLIC_URL). */
    platformUrl: string;
    /** A notification email's ways out: the settings page (none for the admin, who has none) and the one-click link. */
    unsubscribe?: { settingsLabel: string; settingsUrl?: string; oneClickLabel: string; oneClickUrl: string };
  };
}

/** The BCP 47 tag of each language, for the HTML lang attribute: Hong Kong Traditional, mainland Simplified. */
export const EMAIL_LANGUAGE_TAG: Record<Language, string> = { en: 'en', zh: 'zh-Hant-HK', cn: 'zh-Hans-CN' };
