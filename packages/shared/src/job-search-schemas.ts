// Finding jobs (SPEC sections 3 and 7, "Jobs" and "Company and bookmarks"): the job list query,
// the cards and the detail the candidate sees, saved jobs, and the public company directory.
// The API validates and documents with these; the web app's companies page reads its URL query
// with the same one (the job list reads its own by hand, to keep zod off its first load).
import { z } from 'zod';
import { eligibilityAnswerSchema } from './eligibility-declaration-schemas.js';
import { RULE_STATES } from './eligibility-rule-definitions.js';
import { COMPANY_SORTS, EDUCATION_LEVELS } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined, pageQueryFields } from './field-schemas.js';
import {
  CONTRACT_TYPES,
  CURRENCIES,
  JOB_FUNCTIONS,
  JOB_MODES,
  JOB_SORTS,
  JobCity,
  PAY_FREQUENCIES,
  POSTED_WITHIN_DAYS,
  REGIONS,
} from './job-enums.js';
import { KEYWORD_MAX_LENGTH } from './limits.js';
import { originalTextSchema } from './original-text.js';
import { ratingSchema } from './review-view-schemas.js';
import { roundSummarySchema } from './round-schemas.js';

/** The most jobs one page may ask for. */
export const JOB_SEARCH_MAX_TAKE = 50;
/**
 * A trigram index needs a keyword of 3 characters or more. Shorter keywords (common in Chinese:
 * 金融, 銀行) still match any substring, by reading the visible jobs newest first under the other
 * filters (docs/decisions/007-finding-jobs.md).
 */
export const TRIGRAM_MIN_LENGTH = 3;

/** A query value the client left empty means "no filter". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const invalid = { error: ErrorCode.FIELD_INVALID };

/** Free text to search for. (A NUL in it is refused by the API before validation.) */
const keywordField = () => optional(z.string(invalid).trim().max(KEYWORD_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG));

const intIn = (values: readonly number[]) =>
  z.coerce
    .number(invalid)
    .int(ErrorCode.FIELD_INVALID)
    .refine((v) => values.includes(v), ErrorCode.FIELD_INVALID);

export const pageQuery = pageQueryFields(JOB_SEARCH_MAX_TAKE);

export const JOB_FUNCTION_FILTERS = ['ALL', ...JOB_FUNCTIONS] as const;
export const JOB_LOCATION_FILTERS = Object.values(JobCity);

/**
 * GET /v1/job. The SPEC's candidate client also sends `sort_by=DESC` and `status=OPEN`: both are
 * accepted; the list only ever holds open jobs, and `sort_by` picks latest or oldest when `sort`
 * is not given.
 */
export const jobSearchQuerySchema = z
  .object({
    keyword: keywordField(),
    companyId: optional(z.uuid(invalid)),
    /** The contract type. */
    jobType: optional(z.enum(CONTRACT_TYPES, invalid)),
    /** A city code of the location filter; 0 means every location. */
    location: optional(intIn(JOB_LOCATION_FILTERS)),
    jobMode: optional(z.enum(JOB_MODES, invalid)),
    jobFunction: optional(z.enum(JOB_FUNCTION_FILTERS, invalid)),
    /** Posted within this many days; 0 means any time. */
    posted: optional(intIn([0, ...POSTED_WITHIN_DAYS])),
    sort: optional(z.enum(JOB_SORTS, invalid)),
    sort_by: optional(z.enum(['DESC', 'ASC', 'desc', 'asc'], invalid)),
    status: optional(z.enum(['OPEN', 'open', '1'], invalid)),
    /** Only jobs no scheme rule rules the signed-in candidate out of (docs/decisions/026); ignored for others. */
    canTake: optional(z.enum(['true', 'false'], invalid)),
    ...pageQuery,
  })
  .transform(({ sort, sort_by, status: _status, keyword, location, jobFunction, posted, canTake, ...rest }) => ({
    ...rest,
    canTake: canTake === 'true',
    keyword: keyword ? keyword : undefined,
    location: location ? location : undefined,
    jobFunction: jobFunction === 'ALL' ? undefined : jobFunction,
    posted: posted ? posted : undefined,
    sort: sort ?? (sort_by?.toUpperCase() === 'ASC' ? ('oldest' as const) : ('latest' as const)),
  }));
export type JobSearchQueryInput = z.input<typeof jobSearchQuerySchema>;
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid(invalid) });
export const jobIdBodySchema = z.object({
  jobId: z.uuid({ error: (issue) => (issue.input === undefined ? ErrorCode.FIELD_REQUIRED : ErrorCode.FIELD_INVALID) }),
});

export const jobCompanySchema = z.object({
  id: z.string(),
  /** The display name, or the registered name when the company has none. */
  name: z.string(),
  nameZh: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Names converted into the reader's Chinese script, as written (original-text.ts). */
  original: originalTextSchema(['name', 'nameZh']),
  /** The company's published reviews: average overall rating and count (docs/decisions/017). */
  rating: ratingSchema,
});

export const jobCardSchema = z.object({
  id: z.string(),
  positionName: z.string(),
  /** The position converted into the reader's Chinese script, as written (original-text.ts). */
  original: originalTextSchema(['positionName']),
  company: jobCompanySchema,
  location: z.enum(REGIONS),
  city: z.number(),
  jobMode: z.enum(JOB_MODES),
  jobFunction: z.enum(JOB_FUNCTIONS),
  contractType: z.enum(CONTRACT_TYPES),
  salary: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  payFrequency: z.enum(PAY_FREQUENCIES),
  postedAt: z.string().nullable(),
  /** YYYY-MM-DD, the last day the job is open. */
  expiresOn: z.string(),
  /** How many have opened it; null for a visitor, who is not told (docs/decisions/044). */
  viewCount: z.number().nullable(),
  /** For a signed-in candidate: applied to it, saved it. Always false otherwise. */
  applied: z.boolean(),
  bookmarked: z.boolean(),
  /**
   * For a signed-in candidate, where a list works it out: the scheme's company-independent rules
   * for the job's place as one state (docs/decisions/026). Null for everyone else.
   */
  eligibility: z.enum(RULE_STATES).nullable(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const jobPageSchema = z.object({
  items: z.array(jobCardSchema),
  /** Matching jobs; when `totalCapped`, at least this many. */
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  take: z.number(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobDetailCompanySchema = jobCompanySchema.extend({
  industry: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  slogan: z.string().nullable(),
  original: originalTextSchema(['name', 'nameZh', 'slogan']),
});

/** POST /v1/job/view/{id}: the job's view count once this view is counted; a visitor is not told it. */
export const jobViewedSchema = z.object({ viewCount: z.number().nullable() });
export type JobViewed = z.infer<typeof jobViewedSchema>;

export const jobDetailSchema = jobCardSchema.extend({
  original: originalTextSchema(['positionName', 'description', 'requirements']),
  company: jobDetailCompanySchema,
  skills: z.array(z.string()),
  description: z.string(),
  requirements: z.string(),
  /** Who the job is for (docs/decisions/027): none means any level, null no bound on the year. */
  educationLevels: z.array(z.enum(EDUCATION_LEVELS)),
  graduationYearFrom: z.number().nullable(),
  graduationYearTo: z.number().nullable(),
  /**
   * Candidates find it and may apply to it: approved, open, not past its expiry date, of a listed
   * company. A job once posted that is no longer (closed, on hold, expired) is still shown to
   * candidates and visitors, whose page says so (docs/decisions/044).
   */
  visible: z.boolean(),
  /**
   * 1 open, 2 on hold, 3 closed, 4 expired: the company and the admin see any of them, candidates
   * and visitors those of a job once posted.
   */
  status: z.number(),
  /** 0 pending, 1 approved, 2 rejected. */
  approvalStatus: z.number(),
  /** For a signed-in candidate: every rule for this job, with its state and reason. Null for everyone else. */
  rules: eligibilityAnswerSchema.nullable(),
  /** The round the job takes applications in, and where its period stands today (docs/decisions/039). */
  round: roundSummarySchema,
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

// ---- The company directory (GET /v1/company/get-all, GET /v1/company/{id}) ----

export const companyDirectoryQuerySchema = z
  .object({
    keyword: keywordField(),
    /** HongKong: companies in Hong Kong (alone or with the GBA); GBA likewise; 'HongKong & GBA': both. */
    region: optional(z.enum(REGIONS, invalid)),
    /** name (the default) or rating: highest average first, companies without reviews last, then by name. */
    sort: optional(z.enum(COMPANY_SORTS, invalid)),
    ...pageQuery,
  })
  .transform(({ keyword, sort, ...rest }) => ({
    ...rest,
    keyword: keyword ? keyword : undefined,
    sort: sort ?? ('name' as const),
  }));
export type CompanyDirectoryQueryInput = z.input<typeof companyDirectoryQuerySchema>;

export const companyCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameZh: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  slogan: z.string().nullable(),
  logoUrl: z.string().nullable(),
  openJobs: z.number(),
  /** Its published reviews: average overall rating and count (docs/decisions/017). */
  rating: ratingSchema,
  /** Texts converted into the reader's Chinese script, as written (original-text.ts). */
  original: originalTextSchema(['name', 'nameZh', 'slogan']),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const companyPageSchema = z.object({
  items: z.array(companyCardSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyIdParamsSchema = z.object({ id: z.uuid(invalid) });

export const companyPublicProfileSchema = companyCardSchema.extend({
  original: originalTextSchema(['name', 'nameZh', 'slogan', 'displayName', 'description']),
  displayName: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** Its open jobs, newest first (at most COMPANY_PROFILE_JOBS; the job list filters by companyId for all). */
  jobs: z.array(jobCardSchema),
});
export type CompanyPublicProfile = z.infer<typeof companyPublicProfileSchema>;
export const COMPANY_PROFILE_JOBS = 50;
