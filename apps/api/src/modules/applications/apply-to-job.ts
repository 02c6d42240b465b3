import type { ApplicationDetail, ApplyValues } from '@fis/shared/application-schemas';
import { Stage } from '@fis/shared/application-stages';
import { rulesRefusing } from '@fis/shared/eligibility-rules';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { applicationEvents, applications } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/catalogs.js';
import { visibleJobs } from '../../policies/jobs.js';
import { pushAfterCommit } from '../../realtime/push.js';
import { candidateProfileRow } from '../candidate-profile/candidate-profile-repository.js';
import { jobEligibility } from '../eligibility/job-eligibility.js';
import { findLiveMedia } from '../media/media-repository.js';
import { notify } from '../notifications/notify.js';
import { assertApplicationPeriod } from '../rounds/assert-application-period.js';
import { applicationDetail, findApplicationFor, notificationParams } from './applications-repository.js';

/** A document given on the apply form must be the candidate's own live private upload. */
async function ownDocument(db: Executor, ownerUserId: string, id: string, field: string): Promise<void> {
  const row = await findLiveMedia(db, id);
  if (!row || row.ownerUserId !== ownerUserId || row.visibility !== 'private') {
    throw new AppError(ErrorCode.FIELD_INVALID, { field });
  }
}

/**
 * A rule not met refuses the application, naming each such rule and its reason (docs/decisions/026).
 * Rules not yet known do not: the scheme office's check comes later, and the company sees them.
 */
async function assertNotRuledOut(tx: Executor, ctx: SignedInContext, input: ApplyValues): Promise<void> {
  const answer = await jobEligibility(tx, ctx.user.id, input.jobId, input.declarations);
  const rules = answer ? rulesRefusing(answer) : [];
  if (rules.length === 0) return;
  // An institution is named in the reader's language (the rules give its code).
  const named = (params: Record<string, string> = {}) =>
    params.institution
      ? { ...params, institution: t(ctx.lang, `common:options.institution.${params.institution}`) }
      : params;
  const reasons = rules.map((r) => t(ctx.lang, `eligibilityRules:reasons.${r.reason}`, named(r.params))).join(' ');
  throw new AppError(ErrorCode.NOT_ELIGIBLE, { rules, params: { reasons } });
}

/**
 * Applies to a job candidates can see (approved, open, unexpired, of an approved company), once,
 * within its round's application period.
 * A "viewed" row (-1) becomes the application. The company is told, in the same transaction.
 * The application's history starts here, at New, whether or not the job was viewed first: the
 * viewed state is not a stage of the application (docs/decisions/008), so it is kept neither as
 * the previous stage nor as the first move's origin.
 */
export async function applyToJob(ctx: SignedInContext, input: ApplyValues): Promise<ApplicationDetail> {
  const { user, lang } = ctx;
  const now = ctx.clock.now();
  const today = hongKongDate(now);
  const id = await ctx.db.transaction(async (tx) => {
    const visible = await tx.execute(sql`
      SELECT j.company_id, j.round_id FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE j.id = ${input.jobId} AND ${visibleJobs(today)}
      FOR SHARE OF j`);
    const job = rowsOf<{ company_id: string; round_id: string }>(visible)[0];
    if (!job) throw new AppError(ErrorCode.JOB_NOT_OPEN);
    await assertApplicationPeriod(tx, { roundId: job.round_id, today, lang: ctx.lang });

    // The profile row lock keeps the files from being retired or deleted while they are taken.
    await candidateProfileRow(tx, user.id, 'share');
    await assertNotRuledOut(tx, ctx, input);
    await ownDocument(tx, user.id, input.resumeMediaId, 'resumeMediaId');
    for (const documentId of input.documentMediaIds) await ownDocument(tx, user.id, documentId, 'documentMediaIds');

    const values = {
      stage: Stage.NEW,
      previousStage: null,
      contactEmail: input.contactEmail,
      contactPhonePrefix: input.phonePrefix,
      contactPhoneNumber: input.phoneNumber,
      pitch: input.pitch ?? null,
      resumeMediaId: input.resumeMediaId,
      documentMediaIds: [...new Set(input.documentMediaIds)],
      declaredNotRelated: input.declarations.notRelated,
      declaredNotRecentlyEmployed: input.declarations.notRecentlyEmployed,
      appliedAt: now,
      stageChangedAt: now,
    };
    const [existing] = await tx
      .select({ id: applications.id, stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.jobId, input.jobId), eq(applications.candidateId, user.id)))
      .for('update');
    if (existing && existing.stage !== Stage.VIEWED) throw new AppError(ErrorCode.ALREADY_APPLIED);
    const [saved] = existing
      ? await tx
          .update(applications)
          .set(values)
          .where(and(eq(applications.id, existing.id), eq(applications.stage, Stage.VIEWED)))
          .returning({ id: applications.id })
      : await tx
          .insert(applications)
          .values({ ...values, jobId: input.jobId, companyId: job.company_id, candidateId: user.id, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: applications.id });
    if (!saved) throw new AppError(ErrorCode.ALREADY_APPLIED);

    await tx.insert(applicationEvents).values({
      applicationId: saved.id,
      actorUserId: user.id,
      actor: 'candidate',
      fromStage: null,
      toStage: Stage.NEW,
      createdAt: now,
    });
    const target = await findApplicationFor(tx, user, saved.id);
    pushAfterCommit(tx, ctx, [user.id, target.companyUserId], 'application:changed', {
      applicationId: saved.id,
      jobId: input.jobId,
    });
    await notify(tx, ctx, {
      recipientId: target.companyUserId,
      type: 'CANDIDATE_APPLIED_JOB',
      senderId: user.id,
      params: notificationParams(target),
      applicationId: saved.id,
      jobId: input.jobId,
    });
    return saved.id;
  });
  return applicationDetail(ctx.db, user, await findApplicationFor(ctx.db, user, id), ctx.clock.now(), lang);
}
