// Enumerations and numeric codes from SPEC section 3 and 4. The numeric codes are part of the
// API contract: never renumber them. String codes are used where the SPEC gives no numbers
// (docs/decisions/002-enumeration-forms.md).

/** SPEC's three roles, and an institution's coordinator (3, docs/decisions/061). */
export const Role = { CANDIDATE: 0, ADMIN: 1, COMPANY: 2, INSTITUTION: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLE_VALUES = [Role.CANDIDATE, Role.ADMIN, Role.COMPANY, Role.INSTITUTION] as const;

/**
 * SUSPENDED: the scheme office stopped the account for a while (restorable); INVITED: an admin
 * invited by another who has not yet set a password (docs/decisions/024).
 */
export const UserStatus = { ACTIVE: 1, DELETED: 2, SUSPENDED: 3, INVITED: 4 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

export const ApprovalStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];

export const LANGUAGES = ['en', 'zh', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const INSTITUTIONS = [
  'HKU',
  'CUHK',
  'HKUST',
  'HKBU',
  'POLYU',
  'HANG-SANG-U',
  'CITYU',
  'SHUE-YAN-U',
  'HKSYU',
  'LU',
  'Other',
] as const;
export type Institution = (typeof INSTITUTIONS)[number];

export const EDUCATION_LEVELS = [
  'UNDERGRADUATE',
  'ASSOCIATEDEGREE',
  'MASTER',
  'DOCTOR',
  'HIGHER_DIPLOMA',
  'OTHER',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** "Legally employable" / location scope: 1 GBA, 2 HK, 0 both, 3 not applicable. */
export const LocationScope = { BOTH: 0, GBA: 1, HK: 2, NOT_APPLICABLE: 3 } as const;
export type LocationScope = (typeof LocationScope)[keyof typeof LocationScope];
export const LOCATION_SCOPE_VALUES = [
  LocationScope.GBA,
  LocationScope.HK,
  LocationScope.BOTH,
  LocationScope.NOT_APPLICABLE,
] as const;

/** Type of resident: 0 Hong Kong permanent resident, 1 mainland GBA, 2 mainland outside the GBA. */
export const Residency = { HK_PERMANENT: 0, GBA: 1, NON_GBA: 2 } as const;
export type Residency = (typeof Residency)[keyof typeof Residency];
export const RESIDENCY_VALUES = [Residency.HK_PERMANENT, Residency.GBA, Residency.NON_GBA] as const;

export const CITIES = [
  'HONG_KONG',
  'MACAO',
  'GUANGZHOU',
  'SHENZHEN',
  'ZHUHAI',
  'FOSHAN',
  'HUIZHOU',
  'DONGGUAN',
  'ZHONGSHAN',
  'JIANGMEN',
  'ZHAOQING',
  'CHINA_NON_GBA',
  'OTHER',
] as const;
export type City = (typeof CITIES)[number];

export const PHONE_PREFIXES = ['+852', '+853', '+86'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '+852';

export const EmailTokenPurpose = {
  VERIFY_EMAIL: 'verify_email',
  RESET_PASSWORD: 'reset_password',
  /** An invitation to join the admin team (docs/decisions/024), or to coordinate an institution (061). */
  ADMIN_INVITE: 'admin_invite',
} as const;
export type EmailTokenPurpose = (typeof EmailTokenPurpose)[keyof typeof EmailTokenPurpose];

// ---- Uploads ----

/** What an uploaded file is for; it decides the allowed types, the limit and who may see it. */
export const MEDIA_PURPOSES = [
  'avatar',
  'logo',
  'cover',
  'resume',
  'transcript',
  'student_id',
  'attachment',
  'supporting_document',
  /** A document to send with a message (docs/decisions/015-messages.md): every role writes. */
  'message_document',
] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

// ---- Company reviews (SPEC section 3 "Company review"; docs/decisions/017-company-reviews.md) ----

/** What a review may rate besides the overall rating; each optional, at least one rated. */
export const REVIEW_TOPICS = [
  'CULTURE',
  'WORK_LIFE',
  'BENEFITS',
  'MANAGEMENT',
  'CAREER_DEVELOPMENT',
  'OFFICE',
] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

/** What the reviewer says the company is good at (none to all six). */
export const REVIEW_ATTRIBUTES = [
  'EMPLOYEE_WELLNESS',
  'GROWTH',
  'SAFE_TO_FAIL',
  'INNOVATION',
  'CONTINUOUS_FEEDBACK',
  'MISSION',
] as const;
export type ReviewAttribute = (typeof REVIEW_ATTRIBUTES)[number];

/** A review waits for the scheme office (PENDING) until it is published or rejected. */
export const ReviewStatus = { PENDING: 0, PUBLISHED: 1, REJECTED: 2 } as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export const REVIEW_STATUS_VALUES = [ReviewStatus.PENDING, ReviewStatus.PUBLISHED, ReviewStatus.REJECTED] as const;

/** How a company's reviews are ordered: newest published first, or by the overall rating. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The admin's moderation queue: a status, or the published reviews with open reports. */
export const REVIEW_QUEUES = ['pending', 'published', 'rejected', 'reported'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

/** The company directory's order: by name (the default) or by average rating, highest first. */
export const COMPANY_SORTS = ['name', 'rating'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
// ---- Need help (issue 13, docs/decisions/019-need-help.md) ----

/** Who is asking, as they say it (a visitor may be a candidate without an account yet). */
export const HelpRequesterRole = { CANDIDATE: 1, COMPANY: 2, OTHER: 3 } as const;
export type HelpRequesterRole = (typeof HelpRequesterRole)[keyof typeof HelpRequesterRole];
export const HELP_REQUESTER_ROLE_VALUES = [
  HelpRequesterRole.CANDIDATE,
  HelpRequesterRole.COMPANY,
  HelpRequesterRole.OTHER,
] as const;

/** What the request is about: the office sorts its queue by it. */
export const HelpTopic = { ACCOUNT: 1, APPLICATIONS: 2, JOBS: 3, TECHNICAL: 4, OTHER: 5 } as const;
export type HelpTopic = (typeof HelpTopic)[keyof typeof HelpTopic];
export const HELP_TOPIC_VALUES = [
  HelpTopic.ACCOUNT,
  HelpTopic.APPLICATIONS,
  HelpTopic.JOBS,
  HelpTopic.TECHNICAL,
  HelpTopic.OTHER,
] as const;

export const HelpRequestStatus = { OPEN: 1, ANSWERED: 2 } as const;
export type HelpRequestStatus = (typeof HelpRequestStatus)[keyof typeof HelpRequestStatus];

// ---- Eligibility verification (issue 14, docs/decisions/025-eligibility.md) ----

/** A candidate's eligibility as the scheme office decided it; registration alone leaves it unverified. */
export const EligibilityStatus = { UNVERIFIED: 0, VERIFIED: 1, REJECTED: 2 } as const;
export type EligibilityStatus = (typeof EligibilityStatus)[keyof typeof EligibilityStatus];
export const ELIGIBILITY_STATUS_VALUES = [
  EligibilityStatus.UNVERIFIED,
  EligibilityStatus.VERIFIED,
  EligibilityStatus.REJECTED,
] as const;
