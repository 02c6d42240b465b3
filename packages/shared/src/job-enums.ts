// Job enumerations and numeric codes from SPEC sections 3 and 4. The numeric codes are part of the
// API contract: never renumber them (docs/decisions/002-enumeration-forms.md).

export const JobStatus = { OPEN: 1, ON_HOLD: 2, CLOSED: 3, EXPIRED: 4 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];
export const JOB_STATUS_VALUES = [JobStatus.OPEN, JobStatus.ON_HOLD, JobStatus.CLOSED, JobStatus.EXPIRED] as const;

/** Where a job or a company is: SPEC's three regions. */
export const REGIONS = ['HongKong', 'GBA', 'HongKong & GBA'] as const;
export type Region = (typeof REGIONS)[number];

/** The numeric location filter of SPEC section 3; a job stores one city code (1-12), 0 means all. */
export const JobCity = {
  ALL: 0,
  HONG_KONG: 1,
  MACAO: 2,
  GUANGZHOU: 3,
  SHENZHEN: 4,
  ZHUHAI: 5,
  FOSHAN: 6,
  HUIZHOU: 7,
  DONGGUAN: 8,
  ZHONGSHAN: 9,
  JIANGMEN: 10,
  ZHAOQING: 11,
  CHINA: 12,
} as const;
export type JobCity = (typeof JobCity)[keyof typeof JobCity];
export const JOB_CITY_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const CURRENCIES = ['HKD', 'RMB', 'USD', 'THB', 'SGD', 'EURO'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const JOB_MODES = ['ONSITE', 'REMOTE', 'HYBRID', 'FULLTIME'] as const;
export type JobMode = (typeof JOB_MODES)[number];

export const PAY_FREQUENCIES = ['PER_MONTH', 'PER_HOUR', 'PER_DAY', 'PER_WEEK', 'PER_YEAR'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export const CONTRACT_TYPES = ['FULL_TIME', 'PART_TIME', 'FREELANCER'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** ALL is a filter value only; a job has one of the others. */
export const JOB_FUNCTIONS = [
  'ACCOUNTING',
  'COMPLIANCE',
  'CUSTOMER_SERVICE',
  'ENGINEERING',
  'FINANCE',
  'HUMAN_RESOURCES',
  'INFORMATION_TECHNOLOGY',
  'MAINTENANCE',
  'MANAGEMENT',
  'MARKETING',
  'OPERATIONS',
  'PROCUREMENT',
  'PRODUCT_DEVELOPMENT',
  'PRODUCT',
  'QUALITY_ASSURANCE',
  'RESEARCH_AND_DEVELOPMENT',
  'SALES',
  'SUPPORT',
  'TECHNOLOGY',
  'TRADING',
  'OTHER',
] as const;
export type JobFunction = (typeof JOB_FUNCTIONS)[number];

export const JOB_SORTS = ['latest', 'oldest', 'most_viewed'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** "Posted within": days back from today. */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;

/** SPEC's upper-snake reading; anything else a company types is a custom industry. */
export const INDUSTRIES = [
  'ALTERNATE_FINANCING',
  'ALTERNATE_LENDING',
  'ASSET_MANAGEMENT',
  'CREDITTECH',
  'DIGITAL_PAYMENTS',
  'DIGITAL_ASSETS',
  'DIGITAL_FINANCIAL_PLANNING',
  'DIGITAL_WEALTH_MANAGEMENT',
  'DIGITAL_BANKING_SOLUTIONS',
  'DIGITAL_BUSINESS_SOLUTIONS',
  'FINANCIAL_SERVICES',
  'INSURTECH',
  'NEOBANKING',
  'VIRTUAL_BANKING',
  'VIRTUAL_BANK',
  'VIRTUAL_INSURER',
  'INTEGRATED_BANKING_SERVICES',
  'REGTECH',
  'FINTECH_SERVICES',
  'OTHER',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** SPEC section 3: custom when not in the list excluding OTHER. */
export function isCustomIndustry(value: string): boolean {
  return value === 'OTHER' || !(INDUSTRIES as readonly string[]).includes(value);
}
