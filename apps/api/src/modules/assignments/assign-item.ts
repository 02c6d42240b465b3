import type { Assignee, AssignmentSubject } from '@fis/shared/assignment-schemas';
import { Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { queueAssignments, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { requireOfficeRecord } from '../admin-records/office-records.js';

/** The audit log's name for each kind of item, so that its rows name the record and link to it. */
const AUDITED_AS: Record<AssignmentSubject, string> = {
  candidate: 'candidate_profile',
  company: 'company',
  job: 'job',
  review: 'review',
  helpRequest: 'help_request',
};

/**
 * PUT /v1/admin/assignments/{subjectType}/{subjectId}: any officer gives a queue's item to a
 * colleague (an active officer, themselves included) or to nobody (decision 056). The item must
 * exist; the change is audited with who had it before. Giving it to whoever has it changes nothing.
 */
export async function assignItem(
  ctx: SignedInContext,
  input: { subjectType: AssignmentSubject; subjectId: string; assigneeId: string | null },
): Promise<Assignee | null> {
  const { subjectType, subjectId, assigneeId } = input;
  return ctx.db.transaction(async (tx) => {
    await requireOfficeRecord(tx, subjectType, subjectId);
    let assignee: Assignee | null = null;
    if (assigneeId) {
      const [officer] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.id, assigneeId), eq(users.role, Role.ADMIN), eq(users.status, UserStatus.ACTIVE)));
      if (!officer) throw new AppError(ErrorCode.ASSIGNEE_INVALID, { field: 'assigneeId' });
      assignee = officer;
    }
    const where = and(eq(queueAssignments.subjectType, subjectType), eq(queueAssignments.subjectId, subjectId));
    const [before] = await tx
      .select({ assigneeUserId: queueAssignments.assigneeUserId })
      .from(queueAssignments)
      .where(where)
      .for('update');
    const from = before?.assigneeUserId ?? null;
    if (from === (assignee?.id ?? null)) return assignee;
    if (assignee) {
      await tx
        .insert(queueAssignments)
        .values({
          subjectType,
          subjectId,
          assigneeUserId: assignee.id,
          assignedBy: ctx.user.id,
          assignedAt: ctx.clock.now(),
        })
        .onConflictDoUpdate({
          target: [queueAssignments.subjectType, queueAssignments.subjectId],
          set: { assigneeUserId: assignee.id, assignedBy: ctx.user.id, assignedAt: ctx.clock.now() },
        });
    } else {
      await tx.delete(queueAssignments).where(where);
    }
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: assignee ? 'queue.assigned' : 'queue.unassigned',
      entityType: AUDITED_AS[subjectType],
      entityId: subjectId,
      details: { fromUserId: from, ...(assignee ? { assigneeUserId: assignee.id } : {}) },
      ip: ctx.ip,
    });
    return assignee;
  });
}
