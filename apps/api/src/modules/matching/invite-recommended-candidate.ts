import type { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { inviteCandidateInputSchema } from '@fis/shared/match-schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { deliverMessage } from '../messages/deliver-message.js';
import { managedJob } from './managed-job.js';
import { matchCandidatesForJob } from './match-candidates-for-job.js';

/**
 * POST /v1/job/recommended-candidates/{id}/invite: the company writes to a candidate recommended for
 * its job who has not applied (docs/decisions/027). The message is delivered as any other
 * (RECEIVED_NEW_MESSAGE, the email when wanted; decision 015), and the invitation recorded, so
 * that the company may write to the candidate from then on (policies/messages.ts) and invites
 * each candidate to a job once. Another company's job, and a candidate not recommended for it
 * (applied, not interested, ruled out by the scheme's rules, gone), answer 404.
 */
export async function inviteRecommendedCandidate(
  ctx: SignedInContext,
  input: { jobId: string } & z.output<typeof inviteCandidateInputSchema>,
): Promise<void> {
  await managedJob(ctx, input.jobId);
  const [recommended] = await matchCandidatesForJob(ctx, {
    jobId: input.jobId,
    limit: 1,
    candidateIds: [input.candidateId],
  });
  if (!recommended) throw new AppError(ErrorCode.NOT_FOUND);
  if (recommended.invitedAt) throw new AppError(ErrorCode.ALREADY_INVITED);
  await ctx.db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, input.candidateId));
    if (!recipient) throw new AppError(ErrorCode.NOT_FOUND);
    const message = await deliverMessage(tx, ctx, ctx.user, {
      recipients: [{ ...recipient, role: recipient.role as Role }],
      subject: input.subject,
      description: input.description,
      documentIds: [],
    });
    const recorded = await tx.execute(sql`
      INSERT INTO recommendation_invitations (job_id, candidate_id, message_id, created_at)
      VALUES (${input.jobId}, ${input.candidateId}, ${message.id}, ${ctx.clock.now()})
      ON CONFLICT DO NOTHING RETURNING job_id`);
    // A second click that raced the first: the transaction, its message with it, is undone.
    if (rowsOf(recorded).length === 0) throw new AppError(ErrorCode.ALREADY_INVITED);
  });
}
