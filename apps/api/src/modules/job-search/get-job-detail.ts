// One job as the job detail page shows it (GET /v1/job/{id}): everything its company entered,
// and the company. Candidates and visitors see a job once posted (policies/jobs.ts PUBLISHED_JOB),
// told by `visible` whether it still takes applications: a closed or expired job's page says so
// rather than vanishing (docs/decisions/044). The job's own company and the admin see it in any
// state but deleted. Anyone else gets 404, as if it did not exist. A visitor is not told the view
// count.
import { Stage } from '@fis/shared/application-stages';
import { type EducationLevel, Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { applications } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { PUBLISHED_JOB, visibleJobs } from '../../policies/jobs.js';
import { candidateJobEligibility } from '../eligibility/job-eligibility.js';
import { flagsFor, type JobCardRow, jobCardColumns, toJobCard } from '../jobs/job-cards.js';
import { roundSummaries } from '../rounds/rounds-repository.js';
import { countJobView, viewerKey } from './count-job-view.js';

interface DetailRow extends JobCardRow {
  skills: string[];
  description: string;
  requirements: string;
  education_levels: EducationLevel[];
  graduation_year_from: number | null;
  graduation_year_to: number | null;
  status: number;
  approval_status: number;
  visible: boolean;
  published: boolean;
  company_user_id: string;
  company_industry: string | null;
  company_location: string | null;
  company_website: string | null;
  company_slogan: string | null;
  round_id: string;
}

export async function getJobDetail(ctx: UseCaseContext, input: { jobId: string }): Promise<JobDetail> {
  const { jobId } = input;
  const { user } = ctx;
  const today = hongKongDate(ctx.clock.now());
  const result = await ctx.db.execute(sql`
    SELECT ${jobCardColumns(flagsFor(user))},
           j.skills, j.description, j.requirements, j.education_levels, j.graduation_year_from,
           j.graduation_year_to, j.status, j.approval_status,
           ${visibleJobs(today)} AS visible, ${PUBLISHED_JOB} AS published, c.user_id AS company_user_id,
           c.industry AS company_industry, c.location AS company_location, c.website AS company_website,
           c.slogan AS company_slogan, j.round_id
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.id = ${jobId} AND j.deleted_at IS NULL`);
  const row = rowsOf<DetailRow>(result)[0];
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);

  const { visible } = row;
  const manages = user !== null && (user.role === Role.ADMIN || user.id === row.company_user_id);
  if (!visible && !row.published && !manages) throw new AppError(ErrorCode.NOT_FOUND);

  // The company looking at its own job and the admin reviewing it are not views, nor is opening a
  // job that no longer takes applications. A visitor's view counts like a candidate's, once per
  // address and day (docs/decisions/007, 044).
  let viewCount = row.view_count;
  if (visible && !manages) {
    const key = viewerKey(ctx.config.tokenSecret, user ? { userId: user.id } : { ip: ctx.ip }, today);
    viewCount = (await countJobView(ctx.db, jobId, key, today)) ?? viewCount;
  }
  // A candidate who opens a job without having applied has "viewed" it (stage -1, decision 008).
  const candidateId = flagsFor(user);
  if (visible && candidateId !== null && !row.applied) {
    const now = ctx.clock.now();
    await ctx.db
      .insert(applications)
      .values({
        jobId,
        companyId: row.company_id,
        candidateId,
        stage: Stage.VIEWED,
        stageChangedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
  }

  const card = toJobCard(row, { views: user !== null });
  const reader = await readerScript(ctx.lang);
  const company = {
    ...card.company,
    industry: row.company_industry,
    location: row.company_location,
    website: row.company_website,
    slogan: row.company_slogan,
  };
  const rules = visible ? await candidateJobEligibility(ctx.db, user, jobId) : null;
  const detail = {
    ...card,
    eligibility: rules?.overall ?? null,
    rules,
    viewCount: user === null ? null : viewCount,
    visible,
    company: inReaderScript(reader, company, ['name', 'nameZh', 'slogan']),
    skills: row.skills,
    description: row.description,
    requirements: row.requirements,
    educationLevels: row.education_levels,
    graduationYearFrom: row.graduation_year_from,
    graduationYearTo: row.graduation_year_to,
    status: row.status,
    approvalStatus: row.approval_status,
    round: (await roundSummaries(ctx.db, ctx.clock))(row.round_id),
  };
  return inReaderScript(reader, detail, ['positionName', 'description', 'requirements']);
}
