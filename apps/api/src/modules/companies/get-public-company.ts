// A listed company's public profile (GET /v1/company/{id}: approved, with a profile) with its open
// jobs, as candidates see it. Any other company answers 404. Contact details of the account (email, contact role,
// telephone) are not part of it.
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { COMPANY_PROFILE_JOBS, type CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { LISTED_COMPANY, visibleJobs } from '../../policies/jobs.js';
import { regionStatesFor, withCardEligibility } from '../eligibility/card-eligibility.js';
import { flagsFor, type JobCardRow, jobCardColumns, jobCardForReader, toJobCard } from '../jobs/job-cards.js';
import { mediaUrl } from '../media/media-repository.js';
import { type CompanyCardRow, companyCardColumns, toCompanyCard } from './list-company-directory.js';

interface ProfileRow extends CompanyCardRow {
  display_name: string | null;
  website: string | null;
  address: string | null;
  description: string | null;
  cover_id: string | null;
}

export async function getPublicCompany(
  ctx: UseCaseContext,
  input: { companyId: string },
): Promise<CompanyPublicProfile> {
  const { user, lang } = ctx;
  const { companyId } = input;
  const today = hongKongDate(ctx.clock.now());
  const [reader, company, jobs, states] = await Promise.all([
    readerScript(lang),
    ctx.db.execute(sql`SELECT ${companyCardColumns(today)}, c.display_name, c.website, c.address, c.description,
        c.cover_media_id AS cover_id
      FROM companies c WHERE c.id = ${companyId} AND ${LISTED_COMPANY}`),
    ctx.db.execute(sql`SELECT ${jobCardColumns(flagsFor(user))}
      FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE j.company_id = ${companyId} AND ${visibleJobs(today)}
      ORDER BY j.posted_at DESC, j.id DESC LIMIT ${COMPANY_PROFILE_JOBS}`),
    regionStatesFor(ctx.db, user),
  ]);
  const row = rowsOf<ProfileRow>(company)[0];
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const profile = {
    ...toCompanyCard(row),
    displayName: row.display_name,
    website: row.website,
    address: row.address,
    description: row.description,
    coverUrl: row.cover_id ? mediaUrl(row.cover_id) : null,
    jobs: rowsOf<JobCardRow>(jobs).map((job) =>
      withCardEligibility(jobCardForReader(reader, toJobCard(job, { views: user !== null })), states),
    ),
  };
  return inReaderScript(reader, profile, ['name', 'nameZh', 'slogan', 'displayName', 'description']);
}
