import { ApprovalStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { GrantPlacesInput, PlacesBoard } from '@fis/shared/place-schemas';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { companies, roundPlaces, schemeRounds } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertMayManageRounds } from '../../policies/rounds.js';
import { pushAfterCommit } from '../../realtime/push.js';
import { activeAdminIds } from '../admin-waiting/push-waiting.js';
import { getPlacesBoard } from './get-places-board.js';

/**
 * PUT /v1/admin/rounds/{id}/places: sets one company's granted places on one side of the round. A
 * grant may go below what the company already holds and has taken: its offers stand, and it makes
 * no more until places are free again.
 */
export async function grantPlaces(
  ctx: UseCaseContext,
  input: Required<GrantPlacesInput> & { roundId: string },
): Promise<PlacesBoard> {
  assertMayManageRounds(ctx.user);
  const admin = ctx.user;
  await ctx.db.transaction(async (tx) => {
    const [round] = await tx
      .select({ id: schemeRounds.id })
      .from(schemeRounds)
      .where(eq(schemeRounds.id, input.roundId));
    if (!round) throw new AppError(ErrorCode.NOT_FOUND);
    const [company] = await tx
      .select({ id: companies.id, userId: companies.userId, approvalStatus: companies.approvalStatus })
      .from(companies)
      .where(eq(companies.id, input.companyId));
    if (!company) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'companyId' });
    // Places go to companies the office approved into the scheme; taking a grant back is always allowed.
    if (input.granted > 0 && company.approvalStatus !== ApprovalStatus.APPROVED) {
      throw new AppError(ErrorCode.FIELD_INVALID, { field: 'companyId' });
    }
    const now = ctx.clock.now();
    await tx
      .insert(roundPlaces)
      .values({ roundId: round.id, companyId: company.id, side: input.side, granted: input.granted })
      .onConflictDoUpdate({
        target: [roundPlaces.roundId, roundPlaces.companyId, roundPlaces.side],
        set: { granted: input.granted, updatedAt: now },
      });
    await writeAudit(tx, ctx.clock, {
      actorUserId: admin.id,
      action: 'round.places_granted',
      entityType: 'company',
      entityId: company.id,
      details: { roundId: round.id, side: input.side, granted: input.granted },
      ip: ctx.ip,
    });
    pushAfterCommit(tx, ctx, [...(await activeAdminIds(tx)), company.userId], 'places:changed', { roundId: round.id });
  });
  return getPlacesBoard(ctx, { roundId: input.roundId });
}
