// Enumerations and numeric codes from SPEC section 3 and 4. The numeric codes are part of the
// API contract: never renumber them. String codes are used where the SPEC gives no numbers
// (docs/decisions/002-enumeration-forms.md).

export const Role = { CANDIDATE: 0, ADMIN: 1, COMPANY: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLE_VALUES = [Role.CANDIDATE, Role.ADMIN, Role.COMPANY] as const;

export const UserStatus = { ACTIVE: 1, DELETED: 2 } as const;
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

export const EmailTokenPurpose = { VERIFY_EMAIL: 'verify_email', RESET_PASSWORD: 'reset_password' } as const;
export type EmailTokenPurpose = (typeof EmailTokenPurpose)[keyof typeof EmailTokenPurpose];
