// What the eligibility rules (packages/shared/src/eligibility-rules.ts) read, as the database holds
// it: the candidate's profile, confirmations and experience, what their institution confirmed and
// whether its coordinator verified them (docs/decisions/061), and a job's region and company names.
// Names come folded to one Chinese script by the database's fold_script (decision 012), so an
// employer written in traditional characters matches a company named in simplified ones.
import type { CandidateFacts, JobFacts } from '@fis/shared/eligibility-rule-definitions';
import { type City, EligibilityStatus } from '@fis/shared/enums';
import type { Region } from '@fis/shared/job-enums';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';

interface FactsRow {
  resident_type: number;
  legally_employable: number;
  institution: string;
  study_city: City | null;
  eligibility_status: number;
  declared_adult: boolean;
  declared_full_time_student: boolean;
  declared_fintech_programme: boolean;
  declared_no_other_allowance: boolean;
  declared_entry_endorsement: boolean;
  experience: { company: string; startDate: string; endDate: string | null; currentlyWorking: boolean }[] | null;
  confirmed: { institution: string; fullTimeStudent: boolean | null; fintechProgramme: boolean | null } | null;
  verified_by_institution: string | null;
}

/** The columns of candidate_profiles `cp` the rules read, and the experience as one JSON array. */
export const CANDIDATE_FACT_COLUMNS = sql`cp.resident_type, cp.legally_employable, cp.institution, cp.study_city,
  cp.eligibility_status, cp.declared_adult, cp.declared_full_time_student, cp.declared_fintech_programme,
  cp.declared_no_other_allowance, cp.declared_entry_endorsement,
  (SELECT json_agg(json_build_object('company', fold_script(e.company), 'startDate', e.start_date::text,
      'endDate', e.end_date::text, 'currentlyWorking', e.currently_working))
     FROM candidate_experience e WHERE e.user_id = cp.user_id) AS experience,
  (SELECT json_build_object('institution', ic.institution, 'fullTimeStudent', ic.full_time_student,
      'fintechProgramme', ic.fintech_programme)
     FROM institution_confirmations ic
     WHERE ic.candidate_id = cp.user_id AND ic.institution = cp.institution) AS confirmed,
  (SELECT d.institution FROM users d
     WHERE d.id = cp.eligibility_decided_by AND cp.eligibility_status = ${EligibilityStatus.VERIFIED}) AS verified_by_institution`;

export function candidateFactsOf(row: FactsRow): CandidateFacts {
  return {
    residentType: row.resident_type,
    legallyEmployable: row.legally_employable,
    institution: row.institution,
    studyCity: row.study_city,
    eligibilityStatus: row.eligibility_status,
    declarations: {
      adult: row.declared_adult,
      fullTimeStudent: row.declared_full_time_student,
      fintechProgramme: row.declared_fintech_programme,
      noOtherAllowance: row.declared_no_other_allowance,
      entryEndorsement: row.declared_entry_endorsement,
    },
    experience: row.experience ?? [],
    confirmedByInstitution: row.confirmed,
    verifiedByInstitution: row.verified_by_institution,
  };
}

/** The candidate's facts, or null when they have no profile. */
export async function candidateFacts(db: Executor, candidateId: string): Promise<CandidateFacts | null> {
  const result = await db.execute(
    sql`SELECT ${CANDIDATE_FACT_COLUMNS} FROM candidate_profiles cp WHERE cp.user_id = ${candidateId}`,
  );
  const row = rowsOf<FactsRow>(result)[0];
  return row ? candidateFactsOf(row) : null;
}

/** A job's region and every name of its company, folded, or null when there is no such job. */
export async function jobFacts(db: Executor, jobId: string): Promise<JobFacts | null> {
  const result = await db.execute(sql`
    SELECT j.location, ARRAY[fold_script(c.company_name), fold_script(coalesce(c.name_en, '')),
             fold_script(coalesce(c.name_zh, '')), fold_script(coalesce(c.display_name, ''))] AS names,
           r.application_start::text AS "applicationStart", r.prior_employment_months AS "priorEmploymentMonths"
    FROM jobs j JOIN companies c ON c.id = j.company_id JOIN scheme_rounds r ON r.id = j.round_id
    WHERE j.id = ${jobId}`);
  const row = rowsOf<{ location: Region; names: string[]; applicationStart: string; priorEmploymentMonths: number }>(
    result,
  )[0];
  if (!row) return null;
  return {
    location: row.location,
    companyNames: row.names.filter(Boolean),
    round: { applicationStart: row.applicationStart, priorEmploymentMonths: row.priorEmploymentMonths },
  };
}
