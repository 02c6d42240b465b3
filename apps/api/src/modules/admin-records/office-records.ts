// The office's records that its notes and assignments are about, and whether one exists: an act on
// a record nobody can find answers 404, as reading that record would.
import type { AssignmentSubject } from '@fis/shared/assignment-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { NoteSubject } from '@fis/shared/internal-note-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applications, companies, companyReviews, helpRequests, jobs, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export type OfficeRecord = NoteSubject | AssignmentSubject;

const EXISTS: Record<OfficeRecord, (db: Executor, id: string) => Promise<unknown[]>> = {
  candidate: (db, id) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, Role.CANDIDATE))),
  company: (db, id) => db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)),
  job: (db, id) =>
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, id), isNull(jobs.deletedAt))),
  application: (db, id) => db.select({ id: applications.id }).from(applications).where(eq(applications.id, id)),
  review: (db, id) => db.select({ id: companyReviews.id }).from(companyReviews).where(eq(companyReviews.id, id)),
  helpRequest: (db, id) => db.select({ id: helpRequests.id }).from(helpRequests).where(eq(helpRequests.id, id)),
};

/** Throws NOT_FOUND unless the record exists. */
export async function requireOfficeRecord(db: Executor, type: OfficeRecord, id: string): Promise<void> {
  const [found] = await EXISTS[type](db, id);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
}
