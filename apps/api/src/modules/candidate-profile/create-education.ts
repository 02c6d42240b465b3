// Education entries (SPEC section 7, "Education"): the candidate's own only, at most
// MAX_PROFILE_ENTRIES. The admin adds one to any candidate's, named by `candidateId`
// (policies/candidate-profiles.ts); the candidate is told (admin-entry-edit.ts).

import type { EducationEntry } from '@fis/shared/candidate-profile-response-schemas';
import type { EducationValues } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { MAX_PROFILE_ENTRIES } from '@fis/shared/limits';
import { count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateEducation } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { candidateActedOn } from '../../policies/candidate-profiles.js';
import { recordAdminEntryEdit } from './admin-entry-edit.js';
import { candidateProfileRow, toEducationEntry } from './candidate-profile-repository.js';
import { syncCurrentStudies } from './current-studies.js';

export function columns(input: EducationValues) {
  return {
    institution: input.institution,
    institutionOther: input.institution === 'Other' ? (input.institutionOther ?? null) : null,
    educationLevel: input.educationLevel,
    programme: input.programme,
    faculty: input.faculty ?? null,
    yearOfStudy: input.yearOfStudy ?? null,
    graduationYear: input.graduationYear,
  };
}

export async function createEducation(
  ctx: SignedInContext,
  input: EducationValues & { candidateId?: string | undefined },
): Promise<EducationEntry> {
  const { userId, asAdmin } = candidateActedOn(ctx.user, input.candidateId);
  return ctx.db.transaction(async (tx) => {
    // The profile row lock serialises concurrent creates, so the limit holds.
    const profile = await candidateProfileRow(tx, userId, true);
    const [existing] = await tx
      .select({ n: count() })
      .from(candidateEducation)
      .where(eq(candidateEducation.userId, userId));
    if ((existing?.n ?? 0) >= MAX_PROFILE_ENTRIES) throw new AppError(ErrorCode.TOO_MANY_ITEMS);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(candidateEducation)
      .values({ userId, ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('education insert returned no row');
    if (asAdmin) await recordAdminEntryEdit(tx, ctx, profile, { kind: 'education', verb: 'created', entryId: row.id });
    // A later degree becomes the current studies, which the profile then shows.
    return toEducationEntry(row, (await syncCurrentStudies(tx, userId, now)) === row.id);
  });
}
