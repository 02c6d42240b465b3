// A candidate removes a job from its saved jobs; removing one that is not saved changes nothing.
import { and, eq } from 'drizzle-orm';
import { jobBookmarks } from '../../db/schema.js';
import type { Services } from '../../services.js';

export async function removeSavedJob(svc: Pick<Services, 'db'>, candidateId: string, jobId: string): Promise<void> {
  await svc.db.delete(jobBookmarks).where(and(eq(jobBookmarks.userId, candidateId), eq(jobBookmarks.jobId, jobId)));
}
