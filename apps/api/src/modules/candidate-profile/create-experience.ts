// Experience entries (SPEC section 7, "Experience"). The date rules of SPEC section 5 are checked
// against the app clock's Hong Kong date: neither date in the future, the end not before the
// start, and "currently working" instead of an end date. The admin adds one to any candidate's,
// named by `candidateId` (policies/candidate-profiles.ts); the candidate is told (admin-entry-edit.ts).

import type { ExperienceEntry } from '@fis/shared/candidate-profile-response-schemas';
import { type ExperienceValues, experienceDateIssues } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { MAX_PROFILE_ENTRIES } from '@fis/shared/limits';
import { count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { candidateExperience } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { candidateActedOn } from '../../policies/candidate-profiles.js';
import type { Services } from '../../services.js';
import { recordAdminEntryEdit } from './admin-entry-edit.js';
import { candidateProfileRow, toExperienceEntry } from './candidate-profile-repository.js';

export function checkedColumns(svc: Services, input: ExperienceValues) {
  const [issue] = experienceDateIssues(input, hongKongDate(svc.clock.now()));
  if (issue) throw new AppError(issue.message, { field: issue.path[0] });
  return {
    company: input.company,
    jobTitle: input.jobTitle,
    location: input.location ?? null,
    startDate: input.startDate,
    endDate: input.currentlyWorking ? null : (input.endDate ?? null),
    currentlyWorking: input.currentlyWorking,
    description: input.description ?? null,
  };
}

export async function createExperience(
  ctx: SignedInContext,
  input: ExperienceValues & { candidateId?: string | undefined },
): Promise<ExperienceEntry> {
  const { userId, asAdmin } = candidateActedOn(ctx.user, input.candidateId);
  const values = checkedColumns(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const profile = await candidateProfileRow(tx, userId, true);
    const [existing] = await tx
      .select({ n: count() })
      .from(candidateExperience)
      .where(eq(candidateExperience.userId, userId));
    if ((existing?.n ?? 0) >= MAX_PROFILE_ENTRIES) throw new AppError(ErrorCode.TOO_MANY_ITEMS);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(candidateExperience)
      .values({ userId, ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('experience insert returned no row');
    if (asAdmin) await recordAdminEntryEdit(tx, ctx, profile, { kind: 'experience', verb: 'created', entryId: row.id });
    return toExperienceEntry(row);
  });
}
