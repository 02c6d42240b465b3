import { ELIGIBILITY_QUEUES, type EligibilityQueue, type EligibilityQueuePage } from '@fis/shared/eligibility-schemas';
import { type Institution, UserStatus } from '@fis/shared/enums';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateProfiles, users } from '../../db/schema.js';
import { containsPattern, foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import { queueWaitRule } from '../../lib/queue-wait.js';
import { assignedTo } from '../assignments/assignments-repository.js';
import {
  LATEST_SCAN_AT,
  QUEUE_WHERE,
  selectEligibilityCandidates,
  toEligibilityCandidate,
} from './eligibility-repository.js';

/** Waiting ones first come, first checked; decided ones newest decision first. */
const ORDER: Record<EligibilityQueue, SQL[]> = {
  waiting: [sql`${LATEST_SCAN_AT} ASC`, asc(candidateProfiles.userId)],
  unverified: [asc(candidateProfiles.createdAt), asc(candidateProfiles.userId)],
  verified: [desc(candidateProfiles.eligibilityDecidedAt), asc(candidateProfiles.userId)],
  rejected: [desc(candidateProfiles.eligibilityDecidedAt), asc(candidateProfiles.userId)],
};

/**
 * GET /v1/admin/eligibility: the office's queue. One tab (waiting: unverified candidates who
 * uploaded both scans), searched by name or email and narrowed to one institution or to one
 * officer's candidates (decision 056), paged, with
 * the count of every tab under the same search.
 */
export async function listEligibilityQueue(
  ctx: SignedInContext,
  input: {
    queue: EligibilityQueue;
    keyword?: string | undefined;
    institution?: Institution | undefined;
    assignee?: string | undefined;
    page: number;
    take: number;
  },
): Promise<EligibilityQueuePage> {
  const { db } = ctx;
  const rule = queueWaitRule(ctx);
  const search: SQL[] = [eq(users.status, UserStatus.ACTIVE)];
  if (input.keyword) {
    search.push(
      sql`(${candidateProfiles.searchName} LIKE ${foldedContainsPattern(input.keyword)} OR lower(${users.email}) LIKE lower(${containsPattern(input.keyword)}))`,
    );
  }
  if (input.institution) search.push(eq(candidateProfiles.institution, input.institution));
  if (input.assignee) search.push(assignedTo('candidate', candidateProfiles.userId, input.assignee));
  const where = and(QUEUE_WHERE[input.queue], ...search);
  const [rows, [total], counted] = await Promise.all([
    selectEligibilityCandidates(db)
      .where(where)
      .orderBy(...ORDER[input.queue])
      .limit(input.take)
      .offset((input.page - 1) * input.take),
    db
      .select({ n: count() })
      .from(candidateProfiles)
      .innerJoin(users, eq(users.id, candidateProfiles.userId))
      .where(where),
    db.execute(
      sql`SELECT ${sql.join(
        ELIGIBILITY_QUEUES.map(
          (queue) => sql`count(*) FILTER (WHERE ${QUEUE_WHERE[queue]})::int AS ${sql.identifier(queue)}`,
        ),
        sql`, `,
      )} FROM ${candidateProfiles} INNER JOIN ${users} ON ${users.id} = ${candidateProfiles.userId} WHERE ${and(...search)}`,
    ),
  ]);
  const counts = rowsOf<EligibilityQueuePage['counts']>(counted)[0] ?? {
    waiting: 0,
    unverified: 0,
    verified: 0,
    rejected: 0,
  };
  return {
    items: rows.map((row) => toEligibilityCandidate(row, rule)),
    total: total?.n ?? 0,
    page: input.page,
    take: input.take,
    counts,
  };
}
