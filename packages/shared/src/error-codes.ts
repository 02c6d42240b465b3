// Every error the API can answer with. The code is stable (clients branch on it); the message
// is the translation of `errors:<code>` in the caller's language; the status lives only here.

export const ErrorCode = {
  // Field validation (SPEC section 5)
  FIELD_REQUIRED: 'FIELD_REQUIRED',
  FIELD_INVALID: 'FIELD_INVALID',
  FIELD_TOO_LONG: 'FIELD_TOO_LONG',
  EMAIL_INVALID: 'EMAIL_INVALID',
  PHONE_INVALID: 'PHONE_INVALID',
  PASSWORD_MISMATCH: 'PASSWORD_MISMATCH',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_WEAK: 'PASSWORD_WEAK',
  MUST_AGREE: 'MUST_AGREE',
  WEBSITE_INVALID: 'WEBSITE_INVALID',
  OTP_REQUIRED: 'OTP_REQUIRED',
  /** Changing the sign-in email to the address it already has (docs/decisions/018). */
  EMAIL_UNCHANGED: 'EMAIL_UNCHANGED',
  // Accounts (SPEC section 8)
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  ACCOUNT_NOT_ACTIVATED: 'ACCOUNT_NOT_ACTIVATED',
  ACCOUNT_DELETED: 'ACCOUNT_DELETED',
  EMAIL_NOT_REGISTERED: 'EMAIL_NOT_REGISTERED',
  LINK_INVALID: 'LINK_INVALID',
  OLD_PASSWORD_INCORRECT: 'OLD_PASSWORD_INCORRECT',
  OTP_INCORRECT: 'OTP_INCORRECT',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_LOCKED: 'OTP_LOCKED',
  SIGN_IN_EXPIRED: 'SIGN_IN_EXPIRED',
  // Uploads and dates (SPEC sections 5 and 8)
  IMAGE_TYPE_INVALID: 'IMAGE_TYPE_INVALID',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  DOCUMENT_TYPE_INVALID: 'DOCUMENT_TYPE_INVALID',
  /** A transcript or student ID scan that is neither a picture nor a document (docs/decisions/005). */
  SCAN_TYPE_INVALID: 'SCAN_TYPE_INVALID',
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  /** A Word file asked of the office's in-page viewer, which shows PDFs and pictures (decision 055). */
  DOCUMENT_NOT_VIEWABLE: 'DOCUMENT_NOT_VIEWABLE',
  /** A queue's item given to someone who is not an active officer (decision 056). */
  ASSIGNEE_INVALID: 'ASSIGNEE_INVALID',
  /** An institution's file that is not CSV in UTF-8, or has no column naming the student (decision 061). */
  CONFIRMATION_FILE_UNREADABLE: 'CONFIRMATION_FILE_UNREADABLE',
  /** An institution's file of more than INSTITUTION_FILE_MAX_ROWS rows or characters (decision 061). */
  CONFIRMATION_FILE_TOO_LARGE: 'CONFIRMATION_FILE_TOO_LARGE',
  FILE_REJECTED: 'FILE_REJECTED',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  TOO_MANY_ITEMS: 'TOO_MANY_ITEMS',
  MEDIA_IN_USE: 'MEDIA_IN_USE',
  /** Deleting a file sent with an application: it stays with the application (docs/decisions/005). */
  MEDIA_SENT_WITH_APPLICATION: 'MEDIA_SENT_WITH_APPLICATION',
  /** An image whose header declares more pixels than IMAGE_MAX_PIXELS, refused before decoding. */
  IMAGE_DIMENSIONS_TOO_LARGE: 'IMAGE_DIMENSIONS_TOO_LARGE',
  UPLOAD_RATE_LIMITED: 'UPLOAD_RATE_LIMITED',
  /** Deleting a candidate's only education entry: the profile says what they study. */
  LAST_EDUCATION_ENTRY: 'LAST_EDUCATION_ENTRY',
  DATE_IN_FUTURE: 'DATE_IN_FUTURE',
  DATE_IN_PAST: 'DATE_IN_PAST',
  END_BEFORE_START: 'END_BEFORE_START',
  /** A report's date range longer than REPORT_RANGE_MAX_DAYS (docs/decisions/042). */
  REPORT_RANGE_TOO_LONG: 'REPORT_RANGE_TOO_LONG',
  // Applications (docs/decisions/008-hiring-pipeline.md)
  JOB_NOT_OPEN: 'JOB_NOT_OPEN',
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  STAGE_MOVE_NOT_ALLOWED: 'STAGE_MOVE_NOT_ALLOWED',
  INTERVIEW_IN_PAST: 'INTERVIEW_IN_PAST',
  INTERVIEW_TOO_FAR: 'INTERVIEW_TOO_FAR',
  /** Rescheduling or cancelling an interview that is cancelled, or whose application left interviewing. */
  INTERVIEW_NOT_ACTIVE: 'INTERVIEW_NOT_ACTIVE',
  APPLICATION_NOT_INTERVIEWING: 'APPLICATION_NOT_INTERVIEWING',
  // Messages (docs/decisions/015-messages.md)
  /** SPEC section 5: more than MESSAGE_MAX_RECIPIENTS recipients. */
  TOO_MANY_RECIPIENTS: 'TOO_MANY_RECIPIENTS',
  /** The same address twice among the recipients. */
  RECIPIENT_DUPLICATE: 'RECIPIENT_DUPLICATE',
  /**
   * SPEC section 8 'Email doesn't exist': an address the sender may not write to, whether or not
   * an account has it, so that sending never reveals who is registered.
   */
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  /** A document id that is not one of the sender's own live uploads. */
  MESSAGE_DOCUMENT_INVALID: 'MESSAGE_DOCUMENT_INVALID',
  /** Deleting a file sent with a message: the recipients keep it. */
  MEDIA_SENT_WITH_MESSAGE: 'MEDIA_SENT_WITH_MESSAGE',
  // Company reviews (docs/decisions/017-company-reviews.md)
  /** No topic rated: a review rates at least one of REVIEW_TOPICS. */
  REVIEW_TOPIC_REQUIRED: 'REVIEW_TOPIC_REQUIRED',
  /** The candidate has no application to the company that reached the interview stage or later. */
  REVIEW_NOT_ALLOWED: 'REVIEW_NOT_ALLOWED',
  /** One review per candidate and company: the existing one can be edited. */
  REVIEW_EXISTS: 'REVIEW_EXISTS',
  /** Replying to a review that is not published. */
  REVIEW_NOT_PUBLISHED: 'REVIEW_NOT_PUBLISHED',
  /** Reporting one's own review. */
  REVIEW_OWN: 'REVIEW_OWN',
  /** The caller already has an open report of this review. */
  REVIEW_ALREADY_REPORTED: 'REVIEW_ALREADY_REPORTED',
  /** A moderation decision on a review whose state no longer allows it (decided meanwhile, or edited). */
  REVIEW_STATE_CHANGED: 'REVIEW_STATE_CHANGED',
  // Need help (docs/decisions/019-need-help.md)
  /** The need-help file is neither a picture (png, jpeg, webp) nor a document (pdf, doc, docx). */
  HELP_FILE_TYPE_INVALID: 'HELP_FILE_TYPE_INVALID',
  /** Answering a need-help request that is already answered. */
  HELP_REQUEST_ANSWERED: 'HELP_REQUEST_ANSWERED',
  // Eligibility verification (docs/decisions/025-eligibility.md)
  /** An offer to a candidate whose eligibility the scheme office rejected: refused until it is resolved. */
  ELIGIBILITY_REJECTED: 'ELIGIBILITY_REJECTED',
  /** Applying while a scheme rule is not met (docs/decisions/026); the body's `rules` lists them. */
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  /** Sign-in to an account the scheme office suspended (docs/decisions/024). */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** Suspend or restore an account that is not in the state the action starts from. */
  ACCOUNT_STATE_CHANGED: 'ACCOUNT_STATE_CHANGED',
  /** Resending the verification email of an account already verified. */
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  /** Removing the only admin left. */
  LAST_ADMIN: 'LAST_ADMIN',
  /** Inviting a recommended candidate to a job a second time (docs/decisions/027). */
  ALREADY_INVITED: 'ALREADY_INVITED',
  // The scheme office's recommendations (docs/decisions/028)
  /** A job outside the regions the scheme's rules leave the candidate (takeable_regions). */
  RECOMMENDATION_NOT_TAKEABLE: 'RECOMMENDATION_NOT_TAKEABLE',
  /** Recommending a job the candidate already applied for. */
  RECOMMENDATION_ALREADY_APPLIED: 'RECOMMENDATION_ALREADY_APPLIED',
  /** Recommending a job the candidate said they are not interested in. */
  RECOMMENDATION_DISMISSED: 'RECOMMENDATION_DISMISSED',
  // The scheme's rounds (docs/decisions/039)
  /** A round whose application period shares a day with another round's. */
  ROUND_PERIOD_OVERLAPS: 'ROUND_PERIOD_OVERLAPS',
  /** Deleting a round that jobs belong to. */
  ROUND_HAS_JOBS: 'ROUND_HAS_JOBS',
  /** Putting a job in a round whose application period is over. */
  ROUND_ENDED: 'ROUND_ENDED',
  /** Creating a job while no round is open or announced. */
  NO_ROUND_OPEN: 'NO_ROUND_OPEN',
  /** Applying before the job's round opens; the message gives its opening day. */
  APPLICATION_PERIOD_NOT_OPEN: 'APPLICATION_PERIOD_NOT_OPEN',
  /** Applying after the job's round closed; the message gives the next round's period. */
  APPLICATION_PERIOD_ENDED: 'APPLICATION_PERIOD_ENDED',
  /** Applying after the job's round closed, with no next round announced. */
  APPLICATION_PERIOD_ENDED_NO_NEXT: 'APPLICATION_PERIOD_ENDED_NO_NEXT',
  /** Applying to, or accepting an offer in, a round whose funded places are all taken (docs/decisions/040). */
  ROUND_FULL: 'ROUND_FULL',
  /** An offer while the company's places on the job's side are all held or taken (docs/decisions/040). */
  NO_PLACES_LEFT: 'NO_PLACES_LEFT',
  // Placements (docs/decisions/041)
  /** A start date before today (Hong Kong). */
  START_DATE_PAST: 'START_DATE_PAST',
  /** Changing the start date once the agreed start has come, or after an early end. */
  PLACEMENT_START_FIXED: 'PLACEMENT_START_FIXED',
  /** The intern agreeing before a start date is proposed, or to dates already agreed. */
  PLACEMENT_NOTHING_TO_AGREE: 'PLACEMENT_NOTHING_TO_AGREE',
  /** An extension or early end of a placement whose dates are not agreed or which has ended. */
  PLACEMENT_NOT_RUNNING: 'PLACEMENT_NOT_RUNNING',
  /** An extension taking the placement past the round's longest internship; the message gives it. */
  EXTENSION_TOO_LONG: 'EXTENSION_TOO_LONG',
  /** Asking for an extension while another waits for the office. */
  EXTENSION_PENDING: 'EXTENSION_PENDING',
  /** Deciding an extension already approved, refused or withdrawn. */
  EXTENSION_DECIDED: 'EXTENSION_DECIDED',
  /** An early end outside the placement's dates. */
  END_DATE_OUTSIDE_PLACEMENT: 'END_DATE_OUTSIDE_PLACEMENT',
  /** Moving a job to another round or side while its offers hold, or its hires take, places there. */
  JOB_PLACES_IN_USE: 'JOB_PLACES_IN_USE',
  // The office's group messages (docs/decisions/049)
  /** A placeholder the recipients of a group message do not all have a value for (a job, when the group is not one job's applicants). */
  PLACEHOLDER_UNAVAILABLE: 'PLACEHOLDER_UNAVAILABLE',
  /** Double braces around a word that is not a placeholder. */
  PLACEHOLDER_UNKNOWN: 'PLACEHOLDER_UNKNOWN',
  /** A group message whose filters find no active account. */
  GROUP_MESSAGE_NO_RECIPIENTS: 'GROUP_MESSAGE_NO_RECIPIENTS',
  /** A group message to more people than one may reach; the message gives the most. */
  GROUP_MESSAGE_TOO_MANY_RECIPIENTS: 'GROUP_MESSAGE_TOO_MANY_RECIPIENTS',
  /** One of many candidates decided at once whose eligibility another officer decided meanwhile. */
  ELIGIBILITY_CHANGED: 'ELIGIBILITY_CHANGED',
  /** A new template once the office keeps as many as allowed; the message gives the most. */
  TEMPLATES_FULL: 'TEMPLATES_FULL',
  // The office's saved views of its lists (docs/decisions/057)
  /** A view named as another view of the same list (names are compared ignoring case). */
  SAVED_VIEW_NAME_TAKEN: 'SAVED_VIEW_NAME_TAKEN',
  /** A new view of a list once the office keeps as many of it as allowed; the message gives the most. */
  SAVED_VIEWS_FULL: 'SAVED_VIEWS_FULL',
  // Generic
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** A change sent with the session cookie from a page of another site (docs/decisions/043). */
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL',
  /** A service the API needs (the database) is out of reach for now; try again (docs/decisions/031). */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A real-time socket refused: its user or its address holds as many as allowed (docs/decisions/031). */
  TOO_MANY_CONNECTIONS: 'TOO_MANY_CONNECTIONS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ErrorCode;
}

/** The one error shape every API failure answers with. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  field?: string;
  fields?: { field: string; code: ErrorCode; message: string }[];
  /** Seconds until the action may be tried again (rate limits, code lockout). */
  retryAfter?: number;
  /** NOT_ELIGIBLE: the eligibility rules not met, each with its reason (a catalog key and values). */
  rules?: { rule: string; state: string; reason: string; params?: Record<string, string> }[];
}
