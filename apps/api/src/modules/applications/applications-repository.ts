// Reading applications as their candidate, their job's company and the admin see them, and finding
// one application the caller may see: the candidate's own, one to a job of the caller's company
// (never a viewed-only row), or any for the admin (policies/applications.ts). Anything else answers
// 404, as if it did not exist.

import type { ApplicationDetail } from '@fis/shared/application-schemas';
import { type MoveActor, movesFrom, type Stage } from '@fis/shared/application-stages';
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { NotificationParams } from '@fis/shared/notification-schemas';
import { JOB_NAME_TEXTS } from '@fis/shared/original-text';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  applicationEvents,
  applications,
  candidateProfiles,
  companies,
  interviews,
  jobs,
  media,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { inReaderScript, type ReaderScript, readerScript } from '../../lib/chinese-script.js';
import { assertMaySee, partyOf } from '../../policies/applications.js';
import { readableCandidateFiles } from '../../policies/candidate-files.js';
import { jobEligibility } from '../eligibility/job-eligibility.js';
import { toInterview } from '../interviews/interview-response.js';
import { companyNameSql } from '../jobs/company-jobs-repository.js';
import { mediaUrl, toUploadedMedia } from '../media/media-repository.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** An application with what its screens and notifications name: the job, company and candidate. */
export interface ApplicationContext {
  application: ApplicationRow;
  job: { id: string; positionName: string; status: number; companyId: string };
  companyName: string;
  companyNameZh: string | null;
  companyLogoMediaId: string | null;
  companyUserId: string;
  candidate: {
    id: string;
    englishName: string;
    chineseName: string | null;
    email: string;
    avatarMediaId: string | null;
    institution: string;
    institutionOther: string | null;
    programme: string;
    graduationYear: number;
    eligibilityStatus: number;
  };
}

/** The application of `id` the caller may see (and move), locked when asked; 404 otherwise. */
export async function findApplicationFor(
  db: Executor,
  user: AuthUser,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationContext> {
  const query = db
    .select({
      application: applications,
      job: { id: jobs.id, positionName: jobs.positionName, status: jobs.status, companyId: jobs.companyId },
      companyName: companyNameSql,
      companyNameZh: companies.nameZh,
      companyLogoMediaId: companies.logoMediaId,
      companyUserId: companies.userId,
      candidate: {
        id: applications.candidateId,
        englishName: candidateProfiles.englishName,
        email: users.email,
        chineseName: candidateProfiles.chineseName,
        avatarMediaId: candidateProfiles.avatarMediaId,
        institution: candidateProfiles.institution,
        institutionOther: candidateProfiles.institutionOther,
        programme: candidateProfiles.programme,
        graduationYear: candidateProfiles.graduationYear,
        eligibilityStatus: candidateProfiles.eligibilityStatus,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(eq(applications.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: applications }) : await query;
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  assertMaySee(user, row);
  return row;
}

/** The names a notification about the application carries, as they are now. */
export function notificationParams(ctx: ApplicationContext): NotificationParams {
  return {
    positionName: ctx.job.positionName,
    companyName: ctx.companyName,
    ...(ctx.companyNameZh ? { companyNameZh: ctx.companyNameZh } : {}),
    candidateName: ctx.candidate.englishName,
  };
}

/**
 * Everything about one application, with the moves the caller may make now, what the company
 * wrote in the reader's (`lang`) Chinese script. The company sees the files sent with it only
 * while policies/candidate-files.ts lets it read them (decision 011).
 */
export async function applicationDetail(
  db: Executor,
  user: AuthUser,
  ctx: ApplicationContext,
  now: Date,
  lang: Language,
): Promise<ApplicationDetail> {
  const app = ctx.application;
  const [readable, reader] = await Promise.all([
    readableCandidateFiles(db, now, user, app.candidateId),
    readerScript(lang),
  ]);
  const mediaIds = [...(app.resumeMediaId ? [app.resumeMediaId] : []), ...app.documentMediaIds].filter((id) =>
    readable.has(id),
  );
  const [history, rounds, files, eligibility] = await Promise.all([
    db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, app.id))
      // Every move goes to a higher stage, so the stage orders moves made in the same instant.
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.toStage)),
    db.select().from(interviews).where(eq(interviews.applicationId, app.id)).orderBy(asc(interviews.startsAt)),
    mediaIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(media)
          .where(and(inArray(media.id, mediaIds), isNull(media.deletedAt))),
    jobEligibility(db, app.candidateId, app.jobId, {
      notRelated: app.declaredNotRelated,
      notRecentlyEmployed: app.declaredNotRecentlyEmployed,
    }),
  ]);
  const fileById = new Map(files.map((f) => [f.id, f]));
  const resume = app.resumeMediaId ? fileById.get(app.resumeMediaId) : undefined;
  const party = partyOf(user, ctx);
  const actor: MoveActor | null = party === 'candidate' || party === 'company' ? party : null;
  return {
    id: app.id,
    stage: app.stage,
    previousStage: app.previousStage,
    job: jobRef(ctx, reader),
    candidate: {
      id: ctx.candidate.id,
      englishName: ctx.candidate.englishName,
      email: ctx.candidate.email,
      chineseName: ctx.candidate.chineseName,
      avatarUrl: ctx.candidate.avatarMediaId ? mediaUrl(ctx.candidate.avatarMediaId) : null,
      institution: ctx.candidate.institution,
      institutionOther: ctx.candidate.institutionOther,
      programme: ctx.candidate.programme,
      graduationYear: ctx.candidate.graduationYear,
      eligibilityStatus: ctx.candidate.eligibilityStatus,
    },
    contactEmail: app.contactEmail,
    phonePrefix: app.contactPhonePrefix,
    phoneNumber: app.contactPhoneNumber,
    pitch: app.pitch,
    resume: resume ? toUploadedMedia(resume) : null,
    documents: app.documentMediaIds.flatMap((id) => {
      const file = fileById.get(id);
      return file ? [toUploadedMedia(file)] : [];
    }),
    appliedAt: app.appliedAt?.toISOString() ?? null,
    stageChangedAt: app.stageChangedAt.toISOString(),
    history: history.map((e) => ({
      actor: e.actor as 'company' | 'candidate' | 'system',
      fromStage: e.fromStage,
      toStage: e.toStage,
      at: e.createdAt.toISOString(),
    })),
    interviews: rounds.map((round) => toInterview(round, reader)),
    nextStages: actor ? movesFrom(app.stage as Stage, actor).map((m) => m.to) : [],
    eligibility,
  };
}

/** The job of an application, its names in the reader's Chinese script (decision 012). */
export function jobRef(
  ctx: Pick<ApplicationContext, 'job' | 'companyName' | 'companyNameZh' | 'companyLogoMediaId'>,
  reader: ReaderScript,
) {
  const job = {
    id: ctx.job.id,
    positionName: ctx.job.positionName,
    status: ctx.job.status,
    companyId: ctx.job.companyId,
    companyName: ctx.companyName,
    companyNameZh: ctx.companyNameZh,
    companyLogoUrl: ctx.companyLogoMediaId ? mediaUrl(ctx.companyLogoMediaId) : null,
  };
  return inReaderScript(reader, job, JOB_NAME_TEXTS);
}
