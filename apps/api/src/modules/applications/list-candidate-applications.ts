import type { CandidateApplicationPage } from '@fis/shared/application-schemas';
import type { CandidateApplicationView } from '@fis/shared/application-stages';
import { Stage } from '@fis/shared/application-stages';
import { evaluateEligibility, rulesRefusing } from '@fis/shared/eligibility-rules';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { RoundSummary } from '@fis/shared/round-schemas';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { applications, companies, jobs } from '../../db/schema.js';
import { readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { candidateFacts, jobFacts } from '../eligibility/eligibility-facts.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { roundSummaries } from '../rounds/rounds-repository.js';
import { jobRef } from './applications-repository.js';
import { gotOffer, isApplied } from './stage-sql.js';

export interface CandidateApplicationQuery {
  view: CandidateApplicationView;
  page: number;
  take: number;
}

/** Which of the candidate's rows a view holds. */
function viewCondition(view: CandidateApplicationView, today: string): SQL | undefined {
  switch (view) {
    // Applications only, as the dashboard counts them: a viewed job (-1) is not one.
    case 'all':
      return isApplied('applications.stage');
    case 'offers':
      return gotOffer('applications');
    // Jobs opened without applying that are still open: the ones the candidate may come back to.
    case 'viewed':
      return and(
        eq(applications.stage, Stage.VIEWED),
        sql`EXISTS (SELECT 1 FROM jobs j JOIN companies c ON c.id = j.company_id
          WHERE j.id = ${applications.jobId} AND ${visibleJobs(today)})`,
      );
  }
}

/**
 * Whether applying to each job can succeed: its round takes applications today (as apply checks
 * it, assertApplicationPeriod) and no eligibility rule is not met (rulesRefusing). The candidate's
 * facts are read once; each job's company, one page's worth.
 */
async function applyPasses(
  ctx: SignedInContext,
  jobs: { id: string; round: RoundSummary }[],
): Promise<Map<string, boolean>> {
  const candidate = await candidateFacts(ctx.db, ctx.user.id);
  const answers = new Map<string, boolean>();
  for (const { id, round } of jobs) {
    if (round.phase !== 'open') {
      answers.set(id, false);
      continue;
    }
    const job = await jobFacts(ctx.db, id);
    if (candidate && job) answers.set(id, rulesRefusing(evaluateEligibility(candidate, job)).length === 0);
  }
  return answers;
}

/**
 * GET /v1/applications/candidate/applications: the candidate's own rows of one view, newest stage
 * change (for a viewed job: the first view) first; the jobs' names in the reader's Chinese script.
 */
export async function listCandidateApplications(
  ctx: SignedInContext,
  input: CandidateApplicationQuery,
): Promise<CandidateApplicationPage> {
  const { db, clock, lang } = ctx;
  const candidateId = ctx.user.id;
  const where = and(eq(applications.candidateId, candidateId), viewCondition(input.view, hongKongDate(clock.now())));
  const [rows, [total], reader] = await Promise.all([
    db
      .select({
        application: applications,
        job: {
          id: jobs.id,
          positionName: jobs.positionName,
          status: jobs.status,
          companyId: jobs.companyId,
          roundId: jobs.roundId,
        },
        companyName: companyNameSql,
        companyNameZh: companies.nameZh,
        companyLogoMediaId: companies.logoMediaId,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(desc(applications.stageChangedAt), desc(applications.id))
      .limit(input.take)
      .offset((input.page - 1) * input.take),
    db.select({ n: count() }).from(applications).where(where),
    readerScript(lang),
  ]);
  // A viewed job's round, read today: what the row offers in place of Apply when it takes none.
  const roundOf = input.view === 'viewed' ? await roundSummaries(db, clock) : undefined;
  const viewed = roundOf ? rows.map((row) => ({ id: row.job.id, round: roundOf(row.job.roundId) })) : [];
  const canApply = roundOf ? await applyPasses(ctx, viewed) : undefined;
  return {
    items: rows.map((row) => ({
      id: row.application.id,
      stage: row.application.stage,
      previousStage: row.application.previousStage,
      job: jobRef(row, reader),
      appliedAt: row.application.appliedAt?.toISOString() ?? null,
      stageChangedAt: row.application.stageChangedAt.toISOString(),
      canApply: canApply?.get(row.job.id) ?? null,
      round: roundOf ? roundOf(row.job.roundId) : null,
    })),
    total: total?.n ?? 0,
    page: input.page,
    take: input.take,
  };
}
