import type { JobPreferences } from '@fis/shared/match-schemas';
import type { SignedInContext } from '../../context.js';
import { candidateJobPreferences } from '../../db/schema.js';

/** PUT /v1/user/job-preferences: what the calling candidate wants, which recommendations read (decision 027). */
export async function saveJobPreferences(ctx: SignedInContext, input: JobPreferences): Promise<JobPreferences> {
  const values = { jobFunctions: input.jobFunctions, jobModes: input.jobModes, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(candidateJobPreferences)
    .values({ userId: ctx.user.id, ...values })
    .onConflictDoUpdate({ target: candidateJobPreferences.userId, set: values });
  return { jobFunctions: input.jobFunctions, jobModes: input.jobModes };
}
