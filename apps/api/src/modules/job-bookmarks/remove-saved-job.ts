// A candidate removes a job from its saved jobs; removing one that is not saved changes nothing.
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { jobBookmarks } from '../../db/schema.js';

export async function removeSavedJob(ctx: SignedInContext, input: { jobId: string }): Promise<void> {
  const candidateId = ctx.user.id;
  const { jobId } = input;
  await ctx.db.delete(jobBookmarks).where(and(eq(jobBookmarks.userId, candidateId), eq(jobBookmarks.jobId, jobId)));
}
