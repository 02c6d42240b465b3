// The company's saved candidates, most recently saved first, matching a name (English or
// Chinese): each with the profile summary, when it was saved, and their applications to the
// company (how many, and the one whose stage changed last).
import type { SavedCandidatePage } from '@fis/shared/candidate-bookmark-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import { isApplied } from '../applications/stage-sql.js';
import { mediaUrl } from '../media/media-repository.js';

interface SavedRow {
  id: string;
  english_name: string;
  email: string;
  chinese_name: string | null;
  avatar_media_id: string | null;
  institution: string;
  institution_other: string | null;
  programme: string;
  graduation_year: number;
  eligibility_status: number;
  skills: string[] | null;
  bookmarked_at: number;
  application_count: number;
  latest_id: string | null;
  latest_stage: number | null;
  latest_changed_at: number | null;
  latest_job_id: string | null;
  latest_position_name: string | null;
}

export async function listSavedCandidates(
  ctx: SignedInContext,
  query: { keyword?: string; page: number; take: number },
): Promise<SavedCandidatePage> {
  const companyUserId = ctx.user.id;
  const conditions: SQL[] = [sql`c.user_id = ${companyUserId}`];
  if (query.keyword) conditions.push(sql`p.search_name LIKE ${foldedContainsPattern(query.keyword)}`);
  const where = sql.join(conditions, sql` AND `);
  const from = sql`candidate_bookmarks b
    JOIN companies c ON c.id = b.company_id
    JOIN candidate_profiles p ON p.user_id = b.candidate_id`;
  const applied = sql`applications a JOIN jobs j ON j.id = a.job_id
    WHERE j.company_id = b.company_id AND a.candidate_id = b.candidate_id AND ${isApplied('a.stage')}`;
  const [page, count] = await Promise.all([
    ctx.db.execute(sql`
      SELECT p.user_id AS id, (SELECT u.email FROM users u WHERE u.id = p.user_id) AS email, p.english_name, p.chinese_name, p.avatar_media_id, p.institution,
             p.institution_other, p.programme, p.graduation_year, p.eligibility_status, to_json(p.skills) AS skills,
             (extract(epoch FROM b.created_at) * 1000)::float8 AS bookmarked_at,
             (SELECT count(*)::int FROM ${applied}) AS application_count,
             l.id AS latest_id, l.stage AS latest_stage,
             (extract(epoch FROM l.stage_changed_at) * 1000)::float8 AS latest_changed_at,
             l.job_id AS latest_job_id, l.position_name AS latest_position_name
      FROM ${from}
      LEFT JOIN LATERAL (
        SELECT a.id, a.stage, a.stage_changed_at, j.id AS job_id, j.position_name FROM ${applied}
        ORDER BY a.stage_changed_at DESC, a.id DESC LIMIT 1
      ) l ON true
      WHERE ${where}
      ORDER BY b.created_at DESC, b.candidate_id DESC
      LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`),
    ctx.db.execute(sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`),
  ]);
  return {
    items: rowsOf<SavedRow>(page).map((row) => ({
      id: row.id,
      englishName: row.english_name,
      email: row.email,
      chineseName: row.chinese_name,
      avatarUrl: row.avatar_media_id ? mediaUrl(row.avatar_media_id) : null,
      institution: row.institution,
      institutionOther: row.institution_other,
      programme: row.programme,
      graduationYear: row.graduation_year,
      eligibilityStatus: row.eligibility_status,
      skills: row.skills ?? [],
      bookmarkedAt: new Date(row.bookmarked_at).toISOString(),
      applicationCount: row.application_count,
      latestApplication:
        row.latest_id !== null && row.latest_stage !== null && row.latest_changed_at !== null
          ? {
              id: row.latest_id,
              stage: row.latest_stage,
              stageChangedAt: new Date(row.latest_changed_at).toISOString(),
              job: { id: row.latest_job_id ?? '', positionName: row.latest_position_name ?? '' },
            }
          : null,
    })),
    total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
    page: query.page,
    take: query.take,
  };
}
