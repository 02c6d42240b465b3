// The records a note may be about, and whether one exists: a note about a record nobody can find
// answers 404, as reading that record would.
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { NoteSubject } from '@fis/shared/internal-note-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applications, companies, jobs, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

const EXISTS: Record<NoteSubject, (db: Executor, id: string) => Promise<unknown[]>> = {
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
};

/** Throws NOT_FOUND unless the record exists. */
export async function requireNoteSubject(db: Executor, subjectType: NoteSubject, subjectId: string): Promise<void> {
  const [found] = await EXISTS[subjectType](db, subjectId);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
}
