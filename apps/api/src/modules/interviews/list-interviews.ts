import type { InterviewPage, InterviewWhen } from '@fis/shared/interview-schemas';
import { JOB_NAME_TEXTS } from '@fis/shared/original-text';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { applications, candidateProfiles, companies, interviews, jobs } from '../../db/schema.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { interviewsOf } from '../../policies/interviews.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { mediaUrl } from '../media/media-repository.js';
import { toInterview } from './interview-response.js';

export interface InterviewListRequest {
  when: InterviewWhen;
  page: number;
  take: number;
}

/** When the interview ends: an interview under way is still upcoming. */
const endsAt = sql`(${interviews.startsAt} + ${interviews.durationMinutes} * interval '1 minute')`;

/**
 * GET /v1/interviews: the candidate's own interviews, or those of the company's jobs; upcoming
 * soonest first, past most recent first; cancelled ones too, with their cancelledAt. What the
 * company wrote (the job's names, the interview's place and notes) is in the reader's Chinese script.
 */
export async function listInterviews(ctx: SignedInContext, query: InterviewListRequest): Promise<InterviewPage> {
  const { db, clock, user, lang } = ctx;
  const now = clock.now().toISOString();
  const conditions: SQL[] = [
    interviewsOf(user),
    query.when === 'upcoming' ? sql`${endsAt} > ${now}::timestamptz` : sql`${endsAt} <= ${now}::timestamptz`,
  ];
  const where = and(...conditions);
  const order =
    query.when === 'upcoming'
      ? [asc(interviews.startsAt), asc(interviews.id)]
      : [desc(interviews.startsAt), desc(interviews.id)];
  const base = () =>
    db
      .select({
        interview: interviews,
        stage: applications.stage,
        companyLogoMediaId: companies.logoMediaId,
        job: {
          id: jobs.id,
          positionName: jobs.positionName,
          companyName: companyNameSql,
          companyNameZh: companies.nameZh,
        },
        candidate: {
          id: candidateProfiles.userId,
          englishName: candidateProfiles.englishName,
          chineseName: candidateProfiles.chineseName,
        },
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId));
  const [rows, [total], reader] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db
      .select({ n: count() })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where),
    readerScript(lang),
  ]);
  return {
    items: rows.map(({ interview, stage, companyLogoMediaId, job, candidate }) => ({
      ...toInterview(interview, reader),
      stage,
      job: {
        ...inReaderScript(reader, job, JOB_NAME_TEXTS),
        companyLogoUrl: companyLogoMediaId ? mediaUrl(companyLogoMediaId) : null,
      },
      candidate,
    })),
    total: total?.n ?? 0,
    page: query.page,
    take: query.take,
  };
}
