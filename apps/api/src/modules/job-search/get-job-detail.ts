// One job as the job detail page shows it (GET /v1/job/{id}): everything its company entered,
// and the company. Candidates and visitors see a job once posted (policies/jobs.ts PUBLISHED_JOB),
// told by `visible` whether it still takes applications: a closed or expired job's page says so
// rather than vanishing (docs/decisions/044). The job's own company and the admin see it in any
// state but deleted. Anyone else gets 404, as if it did not exist. A visitor is not told the view
// count. Reading it counts no view (record-job-view.ts does, docs/decisions/047).
import type { EducationLevel } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { mayOpenJob, PUBLISHED_JOB, visibleJobs } from '../../policies/jobs.js';
import { candidateJobEligibility } from '../eligibility/job-eligibility.js';
import { flagsFor, type JobCardRow, jobCardColumns, toJobCard } from '../jobs/job-cards.js';
import { roundSummaries } from '../rounds/rounds-repository.js';

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
  mayOpenJob(user, row);

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
    viewCount: user === null ? null : row.view_count,
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
