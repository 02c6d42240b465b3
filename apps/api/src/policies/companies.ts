// Whose company profile a caller reads and saves: a company its own; the admin any, named by its
// id (SPEC section 6). A company naming another one still gets its own: the routes that take an
// id are the admin's.
import { Role } from '@fis/shared/enums';
import { eq, type SQL } from 'drizzle-orm';
import { companies } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';

/** The company row the caller acts on, as a condition over `companies`; whether as the admin. */
export function companyActedOn(user: AuthUser, companyId: string | undefined): { where: SQL; asAdmin: boolean } {
  if (companyId !== undefined && user.role === Role.ADMIN) return { where: eq(companies.id, companyId), asAdmin: true };
  return { where: eq(companies.userId, user.id), asAdmin: false };
}
