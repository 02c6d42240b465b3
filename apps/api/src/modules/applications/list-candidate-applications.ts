import type { CandidateApplicationPage } from '@fis/shared/application-schemas';
import { Stage } from '@fis/shared/application-stages';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applications, companies, jobs } from '../../db/schema.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { jobRef } from './applications-repository.js';

export interface CandidateApplicationQuery {
  view: 'all' | 'offers';
  page: number;
  take: number;
}

/**
 * GET /v1/applications/candidate/applications: the candidate's own applications, newest stage
 * change first. "all" includes viewed jobs (-1); "offers" the offers made, taken or turned down.
 */
export async function listCandidateApplications(
  db: Executor,
  candidateId: string,
  query: CandidateApplicationQuery,
): Promise<CandidateApplicationPage> {
  const conditions: SQL[] = [eq(applications.candidateId, candidateId)];
  if (query.view === 'offers') {
    const offers = or(
      inArray(applications.stage, [Stage.OFFERED, Stage.HIRED]),
      and(eq(applications.stage, Stage.DECLINED), eq(applications.previousStage, Stage.OFFERED)),
    );
    if (offers) conditions.push(offers);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: applications,
        job: { id: jobs.id, positionName: jobs.positionName, status: jobs.status, companyId: jobs.companyId },
        companyName: companyNameSql,
        companyLogoMediaId: companies.logoMediaId,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(desc(applications.stageChangedAt), desc(applications.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.application.id,
      stage: row.application.stage,
      previousStage: row.application.previousStage,
      job: jobRef(row),
      appliedAt: row.application.appliedAt?.toISOString() ?? null,
      stageChangedAt: row.application.stageChangedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    take: query.take,
  };
}
