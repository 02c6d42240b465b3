// Business constants of SPEC section 9 and the security bar of docs/engineering.md section 3.
// Both apps import these; change a rule here and nowhere else.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TEXT_MAX_LENGTH = 200;

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
/** More than this many wrong codes within the window locks the code step. */
export const OTP_MAX_WRONG = 3;
export const OTP_WRONG_WINDOW_MS = 24 * 60 * 60 * 1000;
export const OTP_LOCK_MS = 5 * 60 * 1000;
/** A code sign-in attempt takes new codes for this long; then the password step starts again. */
export const OTP_ATTEMPT_TTL_MS = 60 * 60 * 1000;

export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_EMAIL_COOLDOWN_MS = 5 * 60 * 1000;

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

export const API_TIMEOUT_MS = 15_000;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const COUNT_DISPLAY_CAP = 10_000_000;

export const SCHEME_START_YEAR = 2000;
export const YEARS_AHEAD = 6;

/** Year choices: from the current year plus 6 down to 2000 (SPEC section 5). */
export function yearChoices(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear() + YEARS_AHEAD; y >= SCHEME_START_YEAR; y--) years.push(y);
  return years;
}

/** Counts above 10,000,000 display as 10000000+ (SPEC section 9). */
export function formatCount(n: number): string {
  return n > COUNT_DISPLAY_CAP ? `${COUNT_DISPLAY_CAP}+` : String(n);
}

/** 1 MB = 1024 × 1024 bytes (docs/decisions/005-uploads.md). */
export const MB = 1024 * 1024;
/** SPEC: images under 5MB, documents under 10MB. A file of exactly the limit is accepted, one byte more is not. */
export const IMAGE_MAX_BYTES = 5 * MB;
export const DOCUMENT_MAX_BYTES = 10 * MB;
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'] as const;
export const DOCUMENT_EXTENSIONS = ['.doc', '.docx', '.pdf'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** What the office's in-page viewer draws (decision 055): PDFs and pictures; Word files only download. */
export const VIEWABLE_MIME_TYPES: readonly string[] = ['application/pdf', ...IMAGE_MIME_TYPES];
/**
 * The most pixels an uploaded image may declare, read from its header before anything is decoded:
 * 25 megapixels holds a 24 MP camera's photo (6000 × 4000; a phone's 24 MP 5712 × 4284), and a
 * larger one would not fit in 5 MiB as a photo anyway. Decoding is linear in pixels: a small file
 * declaring a huge canvas is what makes an upload expensive (docs/decisions/005-uploads.md).
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_ATTACHMENTS = 10;
export const MAX_SKILLS = 30;
/** Education and experience entries each; a profile is a summary, not an archive. */
export const MAX_PROFILE_ENTRIES = 20;
/** A skill is a tag: a word or a short phrase. */
export const SKILL_MAX_LENGTH = 50;
export const LONG_TEXT_MAX_LENGTH = 5000;

/**
 * The deepest nesting a JSON body may have (the body itself is level 1). Our forms nest a few
 * levels at most; a limit well above that costs honest clients nothing and keeps every walk of a
 * body (validation, serialisation, logging) far from the stack's end.
 */
export const JSON_MAX_DEPTH = 32;

/** The longest keyword a search takes (the job list, the company directory). */
export const KEYWORD_MAX_LENGTH = 100;
/**
 * Matching jobs are counted up to this many; beyond it the list says "1000+" (`totalCapped`).
 * Counting every match of a broad search costs a scan of every visible job; 100 pages of 10 is
 * more than anyone reads.
 */
export const JOB_SEARCH_COUNT_CAP = 1000;

/** SPEC section 9: at most 10 recipients per message ('Maximum emails selected is 10'). */
export const MESSAGE_MAX_RECIPIENTS = 10;
/**
 * The body of a message (docs/decisions/015-messages.md): a letter, not a file. 10,000 characters
 * is some four pages of text; anything longer belongs in an attached document.
 */
export const MESSAGE_BODY_MAX_LENGTH = 10_000;
/** Documents attached to one message, as many as one upload call takes. */
export const MESSAGE_MAX_DOCUMENTS = 5;
/** Addresses the recipient look-up suggests at once. */
export const MESSAGE_SUGGESTIONS = 10;

/** Company reviews (docs/decisions/017-company-reviews.md): ratings are whole stars from 1 to 5. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX_LENGTH = 120;
/** The job the reviewer did or interviewed for, as they name it. */
export const REVIEW_JOB_TITLE_MAX_LENGTH = 120;
/** "What I like" and "What I dislike", each. */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** A report's reason and the scheme office's reason for rejecting a review. */
export const REVIEW_REASON_MAX_LENGTH = 500;
/** The company's public reply under a review. */
export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** The most reviews one page of a list may ask for. */
export const REVIEW_PAGE_MAX_TAKE = 50;
/**
 * A review names its author's institution, graduation year or both only when at least this many
 * of the people who may review the company share what is named (docs/decisions/032): the company
 * knows whom it interviewed, and must not tell its reviewer among them.
 */
export const REVIEW_AUTHOR_MIN_SHARED = 3;
/** A need-help message (docs/decisions/019-need-help.md): a question, not a file. */
export const HELP_MESSAGE_MAX_LENGTH = 5000;
/** The scheme office's answer to a need-help request, written as a letter. */
export const HELP_ANSWER_MAX_LENGTH = 10_000;

// ---- Accounts and the admin team (docs/decisions/024) ----
/** An admin invitation link stays valid three days: long enough to span a weekend. */
export const ADMIN_INVITE_TTL_MS = 72 * 60 * 60 * 1000;
/** The reason an admin gives for approving or rejecting a company, or suspending an account. */
export const ACCOUNT_REASON_MAX_LENGTH = 1_000;
/** Rows per page of the audit view. */
export const AUDIT_LOG_MAX_TAKE = 100;
