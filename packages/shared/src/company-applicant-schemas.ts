// A company's applicants (SPEC section 4, the candidates tables and their CSV export): who an
// applicant is to a company, a row of its tables, the filters and the page. The application's own
// requests and answers are in application-schemas.ts.
import { z } from 'zod';
import { CANDIDATE_TABS } from './application-stages.js';
import { ErrorCode } from './error-codes.js';
import { optionalText, pageQueryFields } from './field-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';

const invalid = { error: ErrorCode.FIELD_INVALID };

/** A candidate as a company's lists show them. */
export const applicantSchema = z.object({
  id: z.string(),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  /** The account's address: what a message to the candidate is sent to (decision 015). */
  email: z.string(),
  avatarUrl: z.string().nullable(),
  institution: z.string(),
  /** The institution the candidate named when `institution` is Other. */
  institutionOther: z.string().nullable(),
  programme: z.string(),
  graduationYear: z.number(),
  /** EligibilityStatus: whether the scheme office verified the candidate (docs/decisions/025). */
  eligibilityStatus: z.number(),
});

/** A row of a company's applicants table. */
export const companyApplicantSchema = z.object({
  id: z.string(),
  stage: z.number(),
  previousStage: z.number().nullable(),
  candidate: applicantSchema,
  job: z.object({ id: z.string(), positionName: z.string() }),
  appliedAt: z.string(),
  stageChangedAt: z.string(),
  /** Whether the company has bookmarked the candidate. */
  bookmarked: z.boolean(),
  /**
   * The start of the application's next interview still to come, or null: an offer or a rejection
   * calls it off, and the confirmation says so (docs/decisions/033).
   */
  upcomingInterviewAt: z.string().nullable(),
});
export type CompanyApplicant = z.infer<typeof companyApplicantSchema>;

/**
 * What a company's applicants table shows: a tab of SPEC section 4, one job, a name keyword, one
 * candidate (the candidate page's history) and bookmarked candidates only. The CSV export takes
 * exactly these, so the file holds what the table shows.
 */
export const companyApplicantFiltersSchema = z.object({
  tab: z.enum(CANDIDATE_TABS, invalid).default('all'),
  jobId: z.uuid(invalid).optional(),
  candidateId: z.uuid(invalid).optional(),
  keyword: optionalText(TEXT_MAX_LENGTH),
  bookmarked: z
    .enum(['true', 'false'], invalid)
    .optional()
    .transform((v) => v === 'true'),
});
export type CompanyApplicantFilters = z.output<typeof companyApplicantFiltersSchema>;

/**
 * GET /v1/applications/hiring-company/candidates (every job of the company) and
 * GET /v1/applications/jobs/{id} (one job): the filters, paged.
 */
export const companyApplicantListQuerySchema = companyApplicantFiltersSchema.extend(pageQueryFields(100));
export type CompanyApplicantListQuery = z.input<typeof companyApplicantListQuerySchema>;

export const companyApplicantPageSchema = z.object({
  items: z.array(companyApplicantSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
  /** The number of applicants on each tab, for the same job and keyword. */
  tabCounts: z.record(z.enum(CANDIDATE_TABS), z.number()),
});
export type CompanyApplicantPage = z.infer<typeof companyApplicantPageSchema>;
