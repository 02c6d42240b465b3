// What an institution's coordinator may see and confirm (docs/decisions/061), in one place. A
// coordinator reaches only the students of their own institution, and only while the purpose holds
// (PDPO): the candidate's profile names the institution now, their account is active, and they
// have not yet graduated (graduation year this year or later, Hong Kong time). Anyone else's id
// answers 404, as a record that does not exist. Every other role is refused the routes (403).
import { Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import type { CoordinatedInstitution } from '@fis/shared/institution-schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { users } from '../db/schema.js';
import { rowsOf } from '../db/sql-helpers.js';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

/** The institution whose students the caller confirms; a caller who coordinates none is refused. */
export async function coordinatorInstitution(db: Executor, user: AuthUser | null): Promise<CoordinatedInstitution> {
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  if (user.role !== Role.INSTITUTION) throw new AppError(ErrorCode.FORBIDDEN);
  const [row] = await db
    .select({ institution: users.institution })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.role, Role.INSTITUTION), eq(users.status, UserStatus.ACTIVE)));
  if (!row?.institution) throw new AppError(ErrorCode.FORBIDDEN);
  return row.institution as CoordinatedInstitution;
}

/** Whether the viewer coordinates the institution of a student whose transcript or student ID scan this is. */
export async function mayReadStudentScan(db: Executor, now: Date, viewer: AuthUser, mediaId: string): Promise<boolean> {
  if (viewer.role !== Role.INSTITUTION) return false;
  const [row] = await db.select({ institution: users.institution }).from(users).where(eq(users.id, viewer.id));
  if (!row?.institution) return false;
  const found = await db.execute(sql`SELECT 1 FROM candidate_profiles cp JOIN users u ON u.id = cp.user_id
    WHERE ${institutionStudentsSql(row.institution as CoordinatedInstitution, now)}
      AND (cp.transcript_media_id = ${mediaId} OR cp.student_id_media_id = ${mediaId})`);
  return rowsOf(found).length > 0;
}

/**
 * The students a coordinator of `institution` may see on `now`, over candidate_profiles `cp` joined
 * to their account `u`.
 */
export function institutionStudentsSql(institution: CoordinatedInstitution, now: Date): SQL {
  const year = Number(hongKongDate(now).slice(0, 4));
  return sql`(cp.institution = ${institution} AND u.role = ${Role.CANDIDATE} AND u.status = ${UserStatus.ACTIVE}
    AND cp.graduation_year >= ${year})`;
}
