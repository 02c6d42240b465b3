// What happens to a job's applications when the job ends (docs/decisions/008): closing it moves
// the open ones to 8, deleting it moves the open and closed ones to 9, each with a history row and
// a notification; an offer among them frees its funded place (decision 040); expiry ends nothing
// but tells the company and the candidates still in the running.
import { OPEN_STAGES, Stage } from '@fis/shared/application-stages';
import type { NotificationParams, NotificationType } from '@fis/shared/notification-schemas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applicationEvents, candidateProfiles, companies, jobs } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { pushAfterCommit } from '../../realtime/push.js';
import type { Services } from '../../services.js';
import { callOffInterviews } from '../interviews/interviews-repository.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { notify } from '../notifications/notify.js';
import { pushPlacesChanged } from '../places/places-repository.js';

export interface JobEnding {
  jobId: string;
  /** close: to 8; delete: to 9. */
  ending: 'close' | 'delete';
  /**
   * The user who closed or deleted the job; null when the platform closed it because the round's
   * last funded place was taken (whoever accepted it is nobody else's business: decision 040).
   */
  actorUserId: string | null;
  /** The round's last place was taken: candidates are told that, not that the company closed the job. */
  roundFilled?: boolean;
  /** The admin did it: candidates are told so, and the company too (unless `tellCompany` is false). */
  byAdmin: boolean;
  tellCompany?: boolean;
  /** The admin's reason, quoted in what the company and the candidates are told (decision 023). */
  reason?: string | undefined;
}

const TELLS: Record<
  JobEnding['ending'],
  { candidate: NotificationType; adminCandidate: NotificationType; adminCompany: NotificationType }
> = {
  close: {
    candidate: 'COMPANY_CLOSED_JOB',
    adminCandidate: 'ADMIN_CLOSED_JOB_FOR_CANDIDATE',
    adminCompany: 'ADMIN_CLOSED_JOB_FOR_COMPANY',
  },
  delete: {
    candidate: 'COMPANY_DELETED_JOB',
    adminCandidate: 'ADMIN_DELETED_JOB_FOR_CANDIDATE',
    adminCompany: 'ADMIN_DELETED_JOB_FOR_COMPANY',
  },
};

/** The job's and its company's names, and the notification parameters naming them. */
async function jobNames(tx: Executor, jobId: string) {
  const [row] = await tx
    .select({
      positionName: jobs.positionName,
      companyName: companyNameSql,
      companyNameZh: companies.nameZh,
      companyUserId: companies.userId,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  if (!row) return undefined;
  const params: NotificationParams = {
    positionName: row.positionName,
    companyName: row.companyName,
    ...(row.companyNameZh ? { companyNameZh: row.companyNameZh } : {}),
  };
  return { ...row, params };
}

/** Ends a job's applications in the caller's transaction (the one that closes or deletes the job). */
export async function endJobApplications(tx: Executor, svc: Services, job: JobEnding): Promise<void> {
  const now = svc.clock.now();
  const to = job.ending === 'close' ? Stage.JOB_CLOSED : Stage.JOB_DELETED;
  const from = job.ending === 'close' ? OPEN_STAGES : [...OPEN_STAGES, Stage.JOB_CLOSED];
  const names = await jobNames(tx, job.jobId);
  if (!names) return;
  const ended = rowsOf<{ id: string; candidate_id: string; previous_stage: number; english_name: string | null }>(
    await tx.execute(sql`
      UPDATE applications a SET previous_stage = a.stage, stage = ${to}, stage_changed_at = ${now.toISOString()}::timestamptz
      WHERE a.job_id = ${job.jobId} AND a.stage IN (${sql.join(
        from.map((s) => sql`${s}`),
        sql`, `,
      )})
      RETURNING a.id, a.candidate_id, a.previous_stage,
        (SELECT ${candidateProfiles.englishName} FROM ${candidateProfiles} WHERE ${candidateProfiles.userId} = a.candidate_id) AS english_name`),
  );
  if (ended.length > 0) {
    await tx.insert(applicationEvents).values(
      ended.map((a) => ({
        applicationId: a.id,
        actorUserId: job.actorUserId,
        actor: 'system',
        fromStage: a.previous_stage,
        toStage: to,
        createdAt: now,
      })),
    );
  }
  // An offer ended here frees the place it held: the fill board and the company's places refetch.
  if (ended.some((a) => a.previous_stage === Stage.OFFERED)) {
    await pushPlacesChanged(tx, svc, { jobId: job.jobId, companyUserIds: [names.companyUserId] });
  }
  const tells = TELLS[job.ending];
  const reason = job.byAdmin && job.reason ? { reason: job.reason } : {};
  for (const a of ended) {
    pushAfterCommit(tx, svc, [a.candidate_id, names.companyUserId], 'application:changed', {
      applicationId: a.id,
      jobId: job.jobId,
    });
    if (a.previous_stage === Stage.INTERVIEWING) {
      await callOffInterviews(tx, svc, {
        application: { id: a.id, candidateId: a.candidate_id },
        job: { id: job.jobId, positionName: names.positionName },
        companyName: names.companyName,
        companyNameZh: names.companyNameZh,
        candidate: { englishName: a.english_name ?? '' },
        senderId: job.actorUserId,
      });
    }
    await notify(tx, svc, {
      recipientId: a.candidate_id,
      type: job.roundFilled ? 'ROUND_FILLED_APPLICATION_ENDED' : job.byAdmin ? tells.adminCandidate : tells.candidate,
      senderId: job.actorUserId,
      params: { ...names.params, candidateName: a.english_name ?? undefined, ...reason },
      applicationId: a.id,
      jobId: job.jobId,
    });
  }
  if (job.byAdmin && job.tellCompany !== false) {
    await notify(tx, svc, {
      recipientId: names.companyUserId,
      type: tells.adminCompany,
      senderId: job.actorUserId,
      params: { ...names.params, ...reason },
      jobId: job.jobId,
    });
  }
}

/** An expired job: the company and every candidate with an open application are told; nothing moves. */
export async function tellJobExpired(tx: Executor, svc: Services, jobId: string): Promise<void> {
  const names = await jobNames(tx, jobId);
  if (!names) return;
  const open = rowsOf<{ id: string; candidate_id: string; english_name: string | null }>(
    await tx.execute(sql`
      SELECT a.id, a.candidate_id, p.english_name
      FROM applications a LEFT JOIN candidate_profiles p ON p.user_id = a.candidate_id
      WHERE a.job_id = ${jobId} AND a.stage IN (${sql.join(
        OPEN_STAGES.map((s) => sql`${s}`),
        sql`, `,
      )})`),
  );
  const params = names.params;
  await notify(tx, svc, { recipientId: names.companyUserId, type: 'JOB_EXPIRED', senderId: null, params, jobId });
  for (const a of open) {
    await notify(tx, svc, {
      recipientId: a.candidate_id,
      type: 'JOB_EXPIRED',
      senderId: null,
      params: { ...params, candidateName: a.english_name ?? undefined },
      applicationId: a.id,
      jobId,
    });
  }
}
