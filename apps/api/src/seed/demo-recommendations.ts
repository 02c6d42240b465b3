// A demo pick of the scheme office (docs/decisions/028), so that a first start shows one: the
// office recommends NovaPay's newest job Chan Tai Man may take to him (he has applied nowhere, so
// he can apply from the recommendation), through the office's own use case, so both sides have
// the notification. Runs once: skipped when the demo candidate has ever been recommended a job.
import { Role } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { sql } from 'drizzle-orm';
import { makeContext } from '../context.js';
import { rowsOf } from '../db/sql-helpers.js';
import { recommendJobsToCandidate } from '../modules/office-recommendations/recommend-jobs-to-candidate.js';
import { recommendable } from '../policies/office-recommendations.js';
import type { Services } from '../services.js';

const CANDIDATE = 'chan.taiman@student.demo';
const COMPANY = 'hr@novapay.demo';

/** Returns false when nothing was added (already there, or no demo accounts or job to pick). */
export async function seedDemoRecommendations(svc: Services, adminEmail: string): Promise<boolean> {
  const today = hongKongDate(svc.clock.now());
  const [pair] = rowsOf<{ admin_id: string; candidate_id: string; job_id: string }>(
    await svc.db.execute(sql`
      SELECT a.id AS admin_id, cp.user_id AS candidate_id, j.id AS job_id
      FROM users a, users cu JOIN candidate_profiles cp ON cp.user_id = cu.id,
        users ju JOIN companies c ON c.user_id = ju.id JOIN jobs j ON j.company_id = c.id
      WHERE a.email = ${adminEmail} AND cu.email = ${CANDIDATE} AND ju.email = ${COMPANY}
        AND ${recommendable(today)}
        AND NOT EXISTS (SELECT 1 FROM office_recommendations r WHERE r.candidate_id = cp.user_id)
      ORDER BY j.posted_at DESC NULLS LAST, j.id
      LIMIT 1`),
  );
  if (!pair) return false;
  const ctx = makeContext(svc, { user: { id: pair.admin_id, role: Role.ADMIN } });
  await recommendJobsToCandidate(ctx, { candidateId: pair.candidate_id, jobIds: [pair.job_id] });
  return true;
}
