import type { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { type inviteCandidateInputSchema, RECOMMENDED_CANDIDATES_SIZE } from '@fis/shared/match-schemas';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { deliverMessage } from '../messages/deliver-message.js';
import { recommendedCandidatesFromList } from './candidates-for-job-list.js';
import { managedJob } from './managed-job.js';

/**
 * POST /v1/job/recommended-candidates/{id}/invite: the company writes to a candidate recommended for
 * its job who has not applied (docs/decisions/027). The message is delivered as any other
 * (RECEIVED_NEW_MESSAGE, the email when wanted; decision 015), and the invitation recorded, so
 * that the candidate may write to the company and each candidate is invited to a job once. The
 * company learns no address: it may write again once the candidate replies or applies
 * (policies/messages.ts). Another company's job, and a candidate its list of recommended
 * candidates does not show (applied, not interested, ruled out by the scheme's rules, gone,
 * below the list's end), answer 404.
 */
export async function inviteRecommendedCandidate(
  ctx: SignedInContext,
  input: { jobId: string } & z.output<typeof inviteCandidateInputSchema>,
): Promise<void> {
  await managedJob(ctx, input.jobId);
  // Exactly the candidates the company's list shows (its first RECOMMENDED_CANDIDATES_SIZE):
  // scoring any candidate id named would let a company reach anyone able to take the job.
  const shown = await recommendedCandidatesFromList(ctx, input.jobId, RECOMMENDED_CANDIDATES_SIZE);
  const recommended = shown.find((entry) => entry.candidate.id === input.candidateId);
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
