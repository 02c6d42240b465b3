// Who sees and changes which placements (docs/decisions/041): the intern sees their own, the
// company its own, the scheme office (the admin) all of them; anyone else's placement answers 404,
// as if it did not exist. The company proposes the start date and asks for extensions, the intern
// agrees to the dates, the office decides extensions, and the company or the office records an
// early end. The routes let only those roles in; the use cases check again here.
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../lib/app-error.js';
import type { AuthUser } from '../lib/auth-user.js';

/** Over a placements row `alias`: the placements the caller may see. */
export function placementsOf(user: AuthUser, alias = 'p'): SQL {
  const p = (name: string) => sql.raw(`${alias}.${name}`);
  if (user.role === Role.ADMIN) return sql`TRUE`;
  if (user.role === Role.CANDIDATE) return sql`${p('candidate_id')} = ${user.id}`;
  return sql`${p('company_id')} IN (SELECT c.id FROM companies c WHERE c.user_id = ${user.id})`;
}

/** What each party may do: list every placement, or act on one it sees. */
const ACTORS = {
  listAll: [Role.ADMIN],
  proposeStart: [Role.COMPANY],
  agreeToDates: [Role.CANDIDATE],
  askExtension: [Role.COMPANY],
  decideExtension: [Role.ADMIN],
  endEarly: [Role.COMPANY, Role.ADMIN],
} as const satisfies Record<string, readonly Role[]>;
export type PlacementAct = keyof typeof ACTORS;

export function assertMayActOnPlacement(user: AuthUser, act: PlacementAct): void {
  if (!(ACTORS[act] as readonly Role[]).includes(user.role)) throw new AppError(ErrorCode.FORBIDDEN);
}
