// Fills a PostgreSQL database for measurement: companies, candidates and jobs in the proportions
// a busy season could reach, with applications and the history of their moves (the hires with
// their placements), the office's picks and grants of places (scale-history.ts, scale-office.ts,
// so the office's reports have figures), and saved jobs.
// Everything is generated inside PostgreSQL (generate_series, one INSERT … SELECT per table) in one
// transaction, so 100,000 jobs take seconds, not minutes. Accounts use the reserved .invalid domain so they are never mailed
// and can be found (and removed with --reset) later.

import { hongKongDate } from '@fis/shared/hong-kong-time';
import { INDUSTRIES } from '@fis/shared/job-enums';
import type pg from 'pg';
import { INSERT_MISSING_PLACEMENTS } from '../modules/placements/placements-sql.js';
import { insertScaleApplications } from './scale-history.js';
import { insertScaleGrants, insertScalePicks, SCALE_OFFICE_EMAIL } from './scale-office.js';
import {
  COMPANY_KINDS_EN,
  COMPANY_KINDS_ZH,
  COMPANY_SUFFIXES_EN,
  COMPANY_SUFFIXES_ZH,
  COMPANY_WORDS_EN,
  COMPANY_WORDS_ZH,
  DESCRIPTION_CN,
  DESCRIPTION_EN,
  DESCRIPTION_ZH,
  POSITIONS,
  PROJECT_ADJECTIVES,
  PROJECT_NOUNS,
  REQUIREMENTS_CN,
  REQUIREMENTS_EN,
  REQUIREMENTS_ZH,
  SKILLS,
} from './scale-vocabulary.js';

export const SCALE_EMAIL_DOMAIN = 'scale.fis.invalid';

export interface ScaleOptions {
  jobs: number;
  companies: number;
  candidates: number;
  now: Date;
  passwordHash: string;
  log?: (line: string) => void;
}

export interface ScaleCounts {
  companies: number;
  candidates: number;
  jobs: number;
  visibleJobs: number;
  applications: number;
  events: number;
  placements: number;
  picks: number;
  grants: number;
  bookmarks: number;
  preferences: number;
}

/** Whether scale data is already there. */
export async function hasScaleData(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM users WHERE email LIKE $1) AS present`, [
    `%@${SCALE_EMAIL_DOMAIN}`,
  ]);
  return rows[0]?.present === true;
}

/**
 * Empties a measurement database of earlier scale data. Refused when it holds other accounts:
 * deleting 150,000 rows one foreign-key check at a time takes hours, so this truncates every
 * table instead, which is only right for a database kept for measurement. The stored recommendation
 * lists go too: TRUNCATE fires none of the triggers that would mark them stale (decision 029).
 */
export async function removeScaleData(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query('SELECT count(*)::int AS others FROM users WHERE email NOT LIKE $1', [
    `%@${SCALE_EMAIL_DOMAIN}`,
  ]);
  if (rows[0]?.others > 0) {
    throw new Error(
      `This database also holds ${rows[0].others} other accounts; --reset empties every table, so use a database kept for measurement.`,
    );
  }
  await client.query(
    `TRUNCATE users, companies, candidate_profiles, jobs, job_views, job_bookmarks, job_drafts, applications,
              media, candidate_education, candidate_experience, candidate_attachments, login_codes,
              login_code_failures, email_tokens, email_outbox, audit_log, recommendation_lists CASCADE`,
  );
}

async function step(log: (line: string) => void, label: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The round the jobs go into: the one taking applications on the day, made when there is none. */
async function scaleRound(client: pg.ClientBase, today: string): Promise<string> {
  const found = await client.query<{ id: string }>(
    'SELECT id FROM scheme_rounds WHERE application_start <= $1::date AND application_end >= $1::date',
    [today],
  );
  if (found.rows[0]) return found.rows[0].id;
  const made = await client.query<{ id: string }>(
    `INSERT INTO scheme_rounds (name_en, name_zh, name_cn, application_start, application_end, internship_months,
                                max_internship_months, allowance_hong_kong, allowance_gba, prior_employment_months)
     VALUES ('Scale round', '規模測試', '规模测试', $1::date - 30, $1::date + 60, 2, 6, 12000, 10500, 3)
     RETURNING id`,
    [today],
  );
  return made.rows[0]?.id as string;
}

export async function seedScaleData(client: pg.ClientBase, options: ScaleOptions): Promise<ScaleCounts> {
  const log = options.log ?? (() => {});
  const now = options.now;
  const today = hongKongDate(now);
  const domain = SCALE_EMAIL_DOMAIN;

  await client.query('BEGIN');
  try {
    // Same random data on every run, so measurements can be compared.
    await client.query('SELECT setseed(0.42)');
    const roundId = await scaleRound(client, today);

    await step(log, `${options.companies} company accounts`, async () => {
      await client.query(
        `INSERT INTO users (email, role, password_hash, status, email_verified_at, is_first_login, email_language, created_at, updated_at)
         SELECT 'company' || g || '@' || $4, 2, $1, 1, $2, false, (ARRAY['en', 'zh', 'cn'])[1 + g % 3],
                $2::timestamptz - make_interval(days => 120 + g % 200), $2
         FROM generate_series(1, $3::int) g`,
        [options.passwordHash, now, options.companies, domain],
      );
      // 1 in 20 waits for approval, 1 in 20 was rejected, the rest take part.
      await client.query(
        `INSERT INTO companies (user_id, company_name, contact_job_role, accepted_into_scheme_at, consent_terms_at,
                                approval_status, reviewed_at, name_en, name_zh, display_name, website, industry,
                                location, slogan, description, profile_saved_at, created_at, updated_at)
         SELECT u.id, en.name, 'HR Manager', u.created_at, u.created_at,
                CASE WHEN u.n % 20 = 0 THEN 0 WHEN u.n % 20 = 7 THEN 2 ELSE 1 END,
                CASE WHEN u.n % 20 = 0 THEN NULL ELSE u.created_at + interval '1 day' END,
                en.name, zh.name, CASE WHEN u.n % 3 = 0 THEN en.short END,
                'https://www.company' || u.n || '.example.hk',
                ($5::text[])[1 + u.n % cardinality($5::text[])],
                CASE WHEN u.n % 10 < 5 THEN 'HongKong' WHEN u.n % 10 < 8 THEN 'GBA' ELSE 'HongKong & GBA' END,
                'Building the future of finance in the Greater Bay Area',
                'A participating company of the FinTech Internship Scheme. ' || en.name || ' serves customers in Hong Kong and the Greater Bay Area.',
                u.created_at, u.created_at, u.created_at
         FROM (SELECT id, created_at, substring(email from '^company([0-9]+)@')::int AS n
               FROM users WHERE email LIKE 'company%@' || $4) u
         CROSS JOIN LATERAL (
           SELECT w || ' ' || k AS short,
                  w || ' ' || k || ' ' || s || CASE WHEN u.n > $6::int THEN ' (' || (u.n / $6::int + 1) || ')' ELSE '' END AS name
           FROM (SELECT ($1::text[])[1 + u.n % cardinality($1::text[])] AS w,
                        ($2::text[])[1 + (u.n / cardinality($1::text[])) % cardinality($2::text[])] AS k,
                        ($3::text[])[1 + (u.n / (cardinality($1::text[]) * cardinality($2::text[]))) % cardinality($3::text[])] AS s) p
         ) en
         CROSS JOIN LATERAL (
           SELECT ($7::text[])[1 + u.n % cardinality($7::text[])]
                  || ($8::text[])[1 + (u.n / cardinality($7::text[])) % cardinality($8::text[])]
                  || ($9::text[])[1 + (u.n / (cardinality($7::text[]) * cardinality($8::text[]))) % cardinality($9::text[])]
                  || CASE WHEN u.n > $6::int THEN '（' || (u.n / $6::int + 1) || '）' ELSE '' END AS name
         ) zh`,
        [
          COMPANY_WORDS_EN,
          COMPANY_KINDS_EN,
          COMPANY_SUFFIXES_EN,
          domain,
          INDUSTRIES.filter((i) => i !== 'OTHER'),
          COMPANY_WORDS_EN.length * COMPANY_KINDS_EN.length * COMPANY_SUFFIXES_EN.length,
          COMPANY_WORDS_ZH,
          COMPANY_KINDS_ZH,
          COMPANY_SUFFIXES_ZH,
        ],
      );
    });

    await step(log, `${options.candidates} candidate accounts`, async () => {
      await client.query(
        `INSERT INTO users (email, role, password_hash, status, email_verified_at, is_first_login, email_language, created_at, updated_at)
         SELECT 'candidate' || g || '@' || $4, 0, $1, 1, $2, false, (ARRAY['zh', 'en', 'cn'])[1 + g % 3],
                $2::timestamptz - make_interval(days => g % 90), $2
         FROM generate_series(1, $3::int) g`,
        [options.passwordHash, now, options.candidates, domain],
      );
      await client.query(
        `INSERT INTO candidate_profiles (user_id, english_name, chinese_name, institution, faculty, programme,
                                         graduation_year, phone_prefix, phone_number, legally_employable, resident_type,
                                         city_of_residence, education_level, consent_terms_at, consent_data_sharing_at,
                                         skills, created_at, updated_at, declared_adult, declared_full_time_student,
                                         declared_fintech_programme, declared_no_other_allowance, eligibility_status)
         SELECT u.id, 'Student ' || u.n, NULL,
                (ARRAY['HKU', 'CUHK', 'HKUST', 'HKBU', 'POLYU', 'HANG-SANG-U', 'CITYU', 'SHUE-YAN-U', 'LU'])[1 + u.n % 9],
                'Faculty of Business', 'BBA in Finance and FinTech', 2026 + u.n % 4, '+852',
                (90000000 + u.n % 9999999)::text, u.employable, u.resident,
                CASE WHEN u.resident = 0 THEN 'HONG_KONG'
                     ELSE (ARRAY['HONG_KONG', 'HONG_KONG', 'SHENZHEN', 'GUANGZHOU'])[1 + u.n % 4] END,
                (ARRAY['UNDERGRADUATE', 'MASTER', 'HIGHER_DIPLOMA'])[1 + u.n % 3],
                u.created_at, u.created_at,
                -- Two to four skills each, from the same vocabulary as the jobs'.
                (SELECT array_agg(($2::text[])[1 + floor(random() * cardinality($2::text[]))::int])
                 FROM generate_series(1, 2 + u.n % 3)),
                u.created_at, u.created_at,
                -- Nine in ten gave the four confirmations every candidate is asked; the office
                -- verified seven in ten, is still checking a quarter and rejected the rest.
                u.n % 10 <> 9, u.n % 10 <> 9, u.n % 10 <> 9, u.n % 10 <> 9,
                CASE WHEN u.n % 20 < 14 THEN 1 WHEN u.n % 20 < 19 THEN 0 ELSE 2 END
         FROM (SELECT id, created_at, n,
                      -- Three in five are mainland students (GBA residents or from further away) and
                      -- two in five Hong Kong permanent residents, all studying in Hong Kong.
                      CASE WHEN n % 5 < 2 THEN 0 WHEN n % 5 < 4 THEN 1 ELSE 2 END AS resident,
                      -- Each may work where the scheme sends them (mainland students in Hong Kong,
                      -- Hong Kong students in the GBA), 1 in 6 in both.
                      CASE WHEN n % 6 = 0 THEN 0 WHEN n % 5 < 2 THEN 1 ELSE 2 END AS employable
               FROM (SELECT id, created_at, substring(email from '^candidate([0-9]+)@')::int AS n
                     FROM users WHERE email LIKE 'candidate%@' || $1) c) u`,
        [domain, SKILLS],
      );
    });

    await step(log, `${options.jobs} jobs`, async () => {
      await client.query(
        `CREATE TEMP TABLE scale_companies ON COMMIT DROP AS
         SELECT c.id, c.approval_status, c.location,
                -- Numbered as their accounts are, not by random ids, so every run draws the same.
                row_number() OVER (ORDER BY substring(u.email from '^company([0-9]+)@')::int)::int AS n
         FROM companies c JOIN users u ON u.id = c.user_id WHERE u.email LIKE '%@' || $1`,
        [domain],
      );
      const positions = {
        en: POSITIONS.map((p) => p[0]),
        zh: POSITIONS.map((p) => p[1]),
        cn: POSITIONS.map((p) => p[2]),
        fn: POSITIONS.map((p) => p[3]),
      };
      await client.query(
        `WITH src AS MATERIALIZED (
           SELECT g,
                  1 + floor(random() * (SELECT count(*) FROM scale_companies))::int AS cn,
                  1 + floor(random() * cardinality($3::text[]))::int AS p,
                  random() AS r_lang, random() AS r_review, random() AS r_status, random() AS r_deleted,
                  random() AS r_mode, random() AS r_contract, random() AS r_city, random() AS r_pay,
                  random() AS r_days, random() AS r_expiry, random() AS r_views,
                  1 + floor(random() * cardinality($15::text[]))::int AS pa,
                  1 + floor(random() * cardinality($16::text[]))::int AS pn
           FROM generate_series(1, $1::int) g
         ), shaped AS (
           SELECT src.*, c.id AS company_id, c.location AS company_location,
                  CASE WHEN r_lang < 0.55 THEN 'en' WHEN r_lang < 0.85 THEN 'zh' ELSE 'cn' END AS lang,
                  -- The company's own approval first: a job of a company not yet approved waits too.
                  CASE WHEN c.approval_status <> 1 OR r_review < 0.06 THEN 0 WHEN r_review < 0.09 THEN 2 ELSE 1 END AS approval,
                  CASE WHEN r_status < 0.05 THEN 2 WHEN r_status < 0.10 THEN 3 WHEN r_status < 0.15 THEN 4 ELSE 1 END AS status,
                  CASE WHEN c.location = 'HongKong' OR (c.location = 'HongKong & GBA' AND r_city < 0.5) THEN 'HongKong'
                       WHEN c.location = 'GBA' THEN 'GBA' ELSE 'HongKong & GBA' END AS region
           FROM src JOIN scale_companies c ON c.n = src.cn
         )
         INSERT INTO jobs (round_id, company_id, position_name, job_function, job_mode, location, city, skills, salary, currency,
                           pay_frequency, contract_type, expires_on, description, requirements, status, approval_status,
                           reviewed_at, posted_at, view_count, deleted_at, created_at, updated_at)
         SELECT $19::uuid, company_id,
                CASE lang WHEN 'en' THEN ($3::text[])[p] WHEN 'zh' THEN ($4::text[])[p] ELSE ($5::text[])[p] END,
                ($6::text[])[p],
                CASE WHEN r_mode < 0.45 THEN 'ONSITE' WHEN r_mode < 0.80 THEN 'HYBRID' WHEN r_mode < 0.95 THEN 'REMOTE' ELSE 'FULLTIME' END,
                region,
                CASE WHEN region = 'HongKong' THEN 1
                     WHEN region = 'HongKong & GBA' THEN (ARRAY[1, 4])[1 + (g % 2)]
                     ELSE (ARRAY[4, 4, 4, 3, 3, 5, 6, 7, 8, 9, 10, 11, 2, 12])[1 + floor(r_city * 14)::int] END,
                ARRAY[($7::text[])[1 + floor(random() * cardinality($7::text[]))::int],
                      ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int],
                      ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int]],
                CASE WHEN r_pay < 0.08 THEN NULL
                     WHEN r_pay < 0.78 THEN CASE WHEN region = 'GBA' THEN 10500 ELSE 12000 END
                     ELSE CASE WHEN region = 'GBA' THEN 300 + floor(r_pay * 200) ELSE 60 + floor(r_pay * 60) END END,
                CASE WHEN region = 'GBA' THEN 'RMB' ELSE 'HKD' END,
                CASE WHEN r_pay < 0.78 THEN 'PER_MONTH' WHEN region = 'GBA' THEN 'PER_DAY' ELSE 'PER_HOUR' END,
                CASE WHEN r_contract < 0.5 THEN 'FULL_TIME' WHEN r_contract < 0.9 THEN 'PART_TIME' ELSE 'FREELANCER' END,
                -- Expired jobs ended in the past; 3 in 100 open ones are past their date but not yet swept.
                CASE WHEN approval = 1 AND status = 4 THEN $2::date - (1 + floor(r_expiry * 60))::int
                     WHEN r_expiry < 0.03 THEN $2::date - 1
                     ELSE $2::date + (1 + floor(r_expiry * 150))::int END,
                CASE lang
                  WHEN 'en' THEN ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] || ' '
                              || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] || ' '
                              || ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int]
                  WHEN 'zh' THEN ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int]
                              || ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int]
                              || ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int]
                  ELSE ($10::text[])[1 + floor(random() * cardinality($10::text[]))::int]
                    || ($10::text[])[1 + floor(random() * cardinality($10::text[]))::int]
                    || ($10::text[])[1 + floor(random() * cardinality($10::text[]))::int] END
                || CASE lang
                     WHEN 'en' THEN ' You will join Project ' || ($15::text[])[pa] || ' ' || ($16::text[])[pn] || '.'
                     ELSE '您將加入「' || ($17::text[])[pa] || ($18::text[])[pn] || '」項目。' END,
                CASE lang
                  WHEN 'en' THEN ($11::text[])[1 + floor(random() * cardinality($11::text[]))::int] || E'\\n'
                              || ($11::text[])[1 + floor(random() * cardinality($11::text[]))::int]
                  WHEN 'zh' THEN ($12::text[])[1 + floor(random() * cardinality($12::text[]))::int] || E'\\n'
                              || ($12::text[])[1 + floor(random() * cardinality($12::text[]))::int]
                  ELSE ($13::text[])[1 + floor(random() * cardinality($13::text[]))::int] || E'\\n'
                    || ($13::text[])[1 + floor(random() * cardinality($13::text[]))::int] END,
                CASE WHEN approval = 1 THEN status ELSE 1 END,
                approval,
                CASE WHEN approval = 0 THEN NULL ELSE $14::timestamptz - make_interval(secs => r_days * 90 * 86400) END,
                CASE WHEN approval = 1 THEN $14::timestamptz - make_interval(secs => r_days * 90 * 86400) END,
                CASE WHEN approval = 1 THEN floor(power(r_views, 3) * 800)::int ELSE 0 END,
                CASE WHEN r_deleted < 0.02 THEN $14::timestamptz - interval '1 day' END,
                $14::timestamptz - make_interval(secs => r_days * 90 * 86400 + 86400 + r_views * 86400),
                $14::timestamptz - make_interval(secs => r_days * 90 * 86400)
         FROM shaped`,
        [
          options.jobs,
          today,
          positions.en,
          positions.zh,
          positions.cn,
          positions.fn,
          SKILLS,
          DESCRIPTION_EN,
          DESCRIPTION_ZH,
          DESCRIPTION_CN,
          REQUIREMENTS_EN,
          REQUIREMENTS_ZH,
          REQUIREMENTS_CN,
          now,
          PROJECT_ADJECTIVES.map((p) => p[0]),
          PROJECT_NOUNS.map((p) => p[0]),
          PROJECT_ADJECTIVES.map((p) => p[1]),
          PROJECT_NOUNS.map((p) => p[1]),
          roundId,
        ],
      );
    });

    await step(log, 'applications and their events', async () => {
      await client.query(
        `CREATE TEMP TABLE scale_visible_jobs ON COMMIT DROP AS
         -- Numbered by their creation times, which the seeded draws made, not by random ids.
         SELECT j.id, j.company_id, row_number() OVER (ORDER BY j.created_at, j.id)::int AS n
         FROM jobs j JOIN scale_companies c ON c.id = j.company_id
         WHERE j.approval_status = 1 AND j.status = 1 AND j.deleted_at IS NULL AND j.expires_on >= $1::date`,
        [today],
      );
      // Two applications per candidate on average, each with the history that led to its stage.
      await insertScaleApplications(client, { domain, now, roundId });
      // Every hire has its placement, as the accept makes it (docs/decisions/041).
      await client.query(INSERT_MISSING_PLACEMENTS);
    });

    await step(log, 'office picks and grants', async () => {
      await insertScalePicks(client, { domain, now, passwordHash: options.passwordHash, roundId });
      await insertScaleGrants(client, { now, roundId });
    });

    await step(log, 'saved jobs and wants', async () => {
      await client.query(
        `INSERT INTO job_bookmarks (user_id, job_id, created_at)
         SELECT p.user_id, v.id, p.at
         FROM (SELECT u.id AS user_id, 1 + floor(random() * (SELECT count(*) FROM scale_visible_jobs))::int AS n,
                      $2::timestamptz - make_interval(secs => random() * 30 * 86400) AS at
               FROM users u WHERE u.email LIKE 'candidate%@' || $1) p
         JOIN scale_visible_jobs v ON v.n = p.n
         ON CONFLICT DO NOTHING`,
        [domain, now],
      );
      // One in four said which jobs they want: a job function or two and a mode.
      await client.query(
        `INSERT INTO candidate_job_preferences (user_id, job_functions, job_modes, updated_at)
         SELECT u.id, ARRAY(SELECT DISTINCT ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int]
                            FROM generate_series(1, 1 + u.n % 2)),
                ARRAY[(ARRAY['ONSITE', 'HYBRID', 'REMOTE'])[1 + u.n % 3]], $3
         FROM (SELECT id, substring(email from '^candidate([0-9]+)@')::int AS n
               FROM users WHERE email LIKE 'candidate%@' || $1) u
         WHERE u.n % 4 = 0`,
        [domain, [...new Set(POSITIONS.map((p) => p[3]))], now],
      );
    });

    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM scale_companies)::int AS companies,
              (SELECT count(*) FROM users WHERE role = 0 AND email LIKE '%@' || $1)::int AS candidates,
              (SELECT count(*) FROM jobs j JOIN scale_companies c ON c.id = j.company_id)::int AS jobs,
              (SELECT count(*) FROM scale_visible_jobs)::int AS "visibleJobs",
              (SELECT count(*) FROM applications a JOIN scale_visible_jobs v ON v.id = a.job_id)::int AS applications,
              (SELECT sum(cardinality(path)) FROM scale_histories)::int AS events,
              (SELECT count(*) FROM placements p JOIN scale_companies c ON c.id = p.company_id)::int AS placements,
              (SELECT count(*) FROM office_recommendations r JOIN users o ON o.id = r.recommended_by
               WHERE o.email = $2)::int AS picks,
              (SELECT count(*) FROM round_places g JOIN scale_companies c ON c.id = g.company_id)::int AS grants,
              (SELECT count(*) FROM job_bookmarks b JOIN scale_visible_jobs v ON v.id = b.job_id)::int AS bookmarks,
              (SELECT count(*) FROM candidate_job_preferences)::int AS preferences`,
      [domain, SCALE_OFFICE_EMAIL],
    );
    await client.query('COMMIT');

    // Fresh statistics for the planner, and a visibility map for index-only scans.
    await step(log, 'vacuum and analyze', () =>
      client.query(
        `VACUUM ANALYZE jobs, companies, users, candidate_profiles, applications, application_events, placements,
                        office_recommendations, round_places, job_bookmarks, candidate_job_preferences`,
      ),
    );
    return rows[0] as ScaleCounts;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  }
}
