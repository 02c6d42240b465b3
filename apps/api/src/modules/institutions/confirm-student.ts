import { EligibilityStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import {
  type ConfirmationValues,
  type CoordinatedInstitution,
  INSTITUTION_CHECKS,
  INSTITUTION_RULES,
  type InstitutionStudentDetail,
} from '@fis/shared/institution-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { institutionConfirmations } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { coordinatorInstitution, institutionStudentsSql } from '../../policies/institution-students.js';
import { recordEligibilityDecisionIn } from '../eligibility/decide-eligibility.js';
import { refreshTakeableRegions } from '../eligibility/takeable-regions.js';
import { readStudent } from './institution-students-repository.js';

interface Current {
  eligibility_status: number;
  confirmed_for: string | null;
  full_time_student: boolean | null;
  fintech_programme: boolean | null;
  enrolled: boolean | null;
  graduation: boolean | null;
  note: string | null;
}

const FIELDS = [...INSTITUTION_CHECKS, 'note'] as const;
type Field = (typeof FIELDS)[number];

/** What the institution has confirmed, field by field; null when nothing yet (for its institution). */
export type Kept = Record<Field, boolean | string | null> | null;

/** The fields whose value `next` changes, with both values; `next` leaves out what it keeps. */
export function changesOf(
  kept: Kept,
  next: Partial<ConfirmationValues>,
): { field: Field; from: boolean | string | null; to: boolean | string | null }[] {
  return FIELDS.flatMap((field) => {
    if (!(field in next)) return [];
    const from = kept?.[field] ?? null;
    const to = next[field] ?? null;
    return from === to ? [] : [{ field, from, to }];
  });
}

/**
 * Records what the institution confirms of one of its students, in the caller's transaction
 * (docs/decisions/061): the fields `values` holds replace those kept (a field it leaves out stays).
 * A student not the coordinator's to see is NOT_FOUND. Nothing changes when nothing differs.
 * The rules read the confirmations at once (takeable regions); once all four are yes, an
 * unverified student is verified, decided by the coordinator. Returns the fields changed.
 */
export async function recordConfirmation(
  tx: Executor,
  ctx: SignedInContext,
  input: { institution: CoordinatedInstitution; candidateId: string; values: Partial<ConfirmationValues> },
): Promise<number> {
  const { institution, candidateId } = input;
  const found = await tx.execute(sql`
    SELECT cp.eligibility_status, ic.institution AS confirmed_for, ic.full_time_student, ic.fintech_programme,
      ic.enrolled, ic.graduation, ic.note
    FROM candidate_profiles cp JOIN users u ON u.id = cp.user_id
    LEFT JOIN institution_confirmations ic ON ic.candidate_id = cp.user_id AND ic.institution = cp.institution
    WHERE cp.user_id = ${candidateId} AND ${institutionStudentsSql(institution, ctx.clock.now())}
    FOR UPDATE OF cp`);
  const current = rowsOf<Current>(found)[0];
  if (!current) throw new AppError(ErrorCode.NOT_FOUND);
  // A row kept for another institution counts as none.
  const kept: Kept = current.confirmed_for
    ? {
        fullTimeStudent: current.full_time_student,
        fintechProgramme: current.fintech_programme,
        enrolled: current.enrolled,
        graduation: current.graduation,
        note: current.note,
      }
    : null;
  const changes = changesOf(kept, input.values);
  if (changes.length === 0) return 0;
  const next = Object.fromEntries(
    FIELDS.map((field) => [field, field in input.values ? (input.values[field] ?? null) : (kept?.[field] ?? null)]),
  ) as ConfirmationValues;
  const row = { institution, ...next, confirmedBy: ctx.user.id, confirmedAt: ctx.clock.now() };
  await tx
    .insert(institutionConfirmations)
    .values({ candidateId, ...row })
    .onConflictDoUpdate({ target: institutionConfirmations.candidateId, set: row });
  await refreshTakeableRegions(tx, candidateId);
  await writeAudit(tx, ctx.clock, {
    actorUserId: ctx.user.id,
    action: 'candidate.institution-confirmed',
    entityType: 'candidate_profile',
    entityId: candidateId,
    details: { institution, changes },
    ip: ctx.ip,
  });
  const allConfirmed = INSTITUTION_CHECKS.every((check) => next[check] === true);
  if (allConfirmed && current.eligibility_status === EligibilityStatus.UNVERIFIED) {
    await recordEligibilityDecisionIn(tx, ctx, {
      candidateId,
      status: EligibilityStatus.VERIFIED,
      reason: null,
      checkedRules: [...INSTITUTION_RULES],
      institution,
    });
  }
  return changes.length;
}

/** PUT /v1/institution/students/{id}/confirmation: one student's confirmations, as the coordinator gave them. */
export async function confirmStudent(
  ctx: SignedInContext,
  input: { candidateId: string; values: ConfirmationValues },
): Promise<InstitutionStudentDetail> {
  const institution = await coordinatorInstitution(ctx.db, ctx.user);
  await ctx.db.transaction((tx) => recordConfirmation(tx, ctx, { institution, ...input }));
  const student = await readStudent(ctx.db, institution, ctx.clock.now(), input.candidateId);
  if (!student) throw new AppError(ErrorCode.NOT_FOUND);
  return student;
}
