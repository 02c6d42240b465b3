import type { FlowReport, InstitutionFiguresQuery } from '@fis/shared/report-schemas';
import type { SignedInContext } from '../../context.js';
import { coordinatorInstitution } from '../../policies/institution-students.js';
import { flowReportIn } from '../reports/get-flow-report.js';
import { reportScope } from '../reports/report-scope.js';

/**
 * GET /v1/institution/figures: the institution's students' applications, interviews, offers and
 * hires by round, programme or side, counted as the office's flow report counts them
 * (docs/decisions/042), of its students only and naming no company (docs/decisions/061).
 */
export async function getInstitutionFigures(ctx: SignedInContext, query: InstitutionFiguresQuery): Promise<FlowReport> {
  const institution = await coordinatorInstitution(ctx.db, ctx.user);
  const scope = await reportScope(ctx, query);
  return flowReportIn(ctx, { ...scope, institution }, query.by);
}
