import type { JobPreferences } from '@fis/shared/match-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateJobPreferences } from '../../db/schema.js';

/** GET /v1/user/job-preferences: the job functions and modes the calling candidate wants (none yet: empty). */
export async function getJobPreferences(ctx: SignedInContext): Promise<JobPreferences> {
  const [row] = await ctx.db
    .select({ jobFunctions: candidateJobPreferences.jobFunctions, jobModes: candidateJobPreferences.jobModes })
    .from(candidateJobPreferences)
    .where(eq(candidateJobPreferences.userId, ctx.user.id));
  return (row as JobPreferences | undefined) ?? { jobFunctions: [], jobModes: [] };
}
