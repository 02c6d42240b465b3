// Dashboards and statistics (SPEC sections 2 and 7, "Applications"): what the candidate, company
// and admin dashboards show, and how each figure is counted (docs/decisions/009).
import { z } from 'zod';
import { CANDIDATE_TABS } from './application-stages.js';
import { pageQueryFields } from './field-schemas.js';
import { recommendedJobSchema } from './match-schemas.js';
import { JOB_NAME_TEXTS, originalTextSchema } from './original-text.js';

/** Upcoming interviews and recent applications listed on a dashboard. */
export const DASHBOARD_LIST_SIZE = 5;
/** Recommended jobs on the candidate dashboard. */
export const RECOMMENDED_JOBS_SIZE = 6;
/** Reads of the company dashboard less than this far apart belong to one visit. */
export const DASHBOARD_VISIT_GAP_MS = 30 * 60 * 1000;
/** The weekly trend covers this many Hong Kong weeks (Monday to Sunday), the current one last. */
export const TREND_WEEKS = 8;

const tabCountsSchema = z.record(z.enum(CANDIDATE_TABS), z.number());

const interviewTimeFields = {
  id: z.string(),
  applicationId: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  place: z.string().nullable(),
  videoLink: z.string().nullable(),
  /** The place converted into the reader's Chinese script, as written (original-text.ts). */
  original: originalTextSchema(['place']),
};

/** A job and its company as the candidate's dashboard names them, in the reader's Chinese script. */
const candidateJobFields = {
  id: z.string(),
  positionName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyNameZh: z.string().nullable(),
  original: originalTextSchema(JOB_NAME_TEXTS),
};

/** GET /v1/applications/candidate/statistics. */
export const candidateStatisticsSchema = z.object({
  counts: z.object({
    /** Every application (stage 0 or later, whatever happened since). */
    applications: z.number(),
    /** Interviews of those applications that were not cancelled, past and upcoming. */
    interviews: z.number(),
    /** Applications with an offer: offered (5), hired (6) or the offer declined (7 from 5): the offers view. */
    offers: z.number(),
  }),
  upcomingInterviews: z.array(
    z.object({
      ...interviewTimeFields,
      job: z.object({ ...candidateJobFields, companyLogoUrl: z.string().nullable() }),
    }),
  ),
  recentApplications: z.array(
    z.object({
      id: z.string(),
      stage: z.number(),
      previousStage: z.number().nullable(),
      stageChangedAt: z.string(),
      job: z.object({ ...candidateJobFields, companyLogoUrl: z.string().nullable() }),
    }),
  ),
  /** The best of the candidate's recommendations (docs/decisions/027), each with why. */
  recommendedJobs: z.array(recommendedJobSchema),
});
export type CandidateStatistics = z.infer<typeof candidateStatisticsSchema>;

/** GET /v1/applications/company/statistics: reading it records a visit (docs/decisions/009). */
export const companyStatisticsSchema = z.object({
  /** Applicants on each tab of SPEC section 4, over every job of the company. */
  tabCounts: tabCountsSchema,
  /** Applications received after `previousVisitAt`; every application when it is null (a first visit). */
  newSinceLastVisit: z.number(),
  previousVisitAt: z.string().nullable(),
  /** Open (status 1), approved, unexpired jobs: the ones candidates can apply to. */
  openJobs: z.number(),
  upcomingInterviews: z.array(
    z.object({
      ...interviewTimeFields,
      candidate: z.object({ id: z.string(), englishName: z.string(), chineseName: z.string().nullable() }),
      job: z.object({ id: z.string(), positionName: z.string(), original: originalTextSchema(['positionName']) }),
    }),
  ),
});
export type CompanyStatistics = z.infer<typeof companyStatisticsSchema>;

/** GET /v1/applications/hiring-company/jobs: the company's jobs with their figures, paged. */
export const companyJobStatisticsQuerySchema = z.object({
  ...pageQueryFields(100),
});
export type CompanyJobStatisticsQuery = z.input<typeof companyJobStatisticsQuerySchema>;

export const companyJobStatisticsSchema = z.object({
  id: z.string(),
  positionName: z.string(),
  status: z.number(),
  approvalStatus: z.number(),
  /** YYYY-MM-DD, the last day the job is open. */
  expiresOn: z.string(),
  viewCount: z.number(),
  tabCounts: tabCountsSchema,
  newSinceLastVisit: z.number(),
  /** The position converted into the reader's Chinese script, as written. */
  original: originalTextSchema(['positionName']),
});
export type CompanyJobStatistics = z.infer<typeof companyJobStatisticsSchema>;

export const companyJobStatisticsPageSchema = z.object({
  items: z.array(companyJobStatisticsSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
  previousVisitAt: z.string().nullable(),
});
export type CompanyJobStatisticsPage = z.infer<typeof companyJobStatisticsPageSchema>;

/** GET /v1/applications/hiring-company/statistics: the hiring funnel and the weekly trend. */
export const hiringStatisticsSchema = z.object({
  /** For each stage 0-9: the company's applications that were ever in it. */
  reached: z.array(z.object({ stage: z.number(), count: z.number() })),
  /** Applications received in each of the last 8 Hong Kong weeks, oldest first. */
  weekly: z.array(z.object({ weekStart: z.string(), count: z.number() })),
});
export type HiringStatistics = z.infer<typeof hiringStatisticsSchema>;

/** GET /v1/applications/statistical: the scheme at a glance, for the admin. */
export const schemeStatisticsSchema = z.object({
  /** Candidate accounts not deleted. */
  candidates: z.number(),
  approvedCompanies: z.number(),
  /** Jobs candidates can see and apply to now. */
  openJobs: z.number(),
  /** Applications (stage 0 or later). */
  applications: z.number(),
  /** Applications now in each stage 0-9. */
  stages: z.array(z.object({ stage: z.number(), count: z.number() })),
  /** Applications whose offer was accepted (stage 6). */
  hires: z.number(),
});
export type SchemeStatistics = z.infer<typeof schemeStatisticsSchema>;
