// The eligibility queue's conditions and rows (docs/decisions/025-eligibility.md).

import type { Assignee } from '@fis/shared/assignment-schemas';
import type { EligibilityCandidate, EligibilityDocument, EligibilityQueue } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import type { Confirmation } from '@fis/shared/institution-schemas';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { candidateProfiles, media, users } from '../../db/schema.js';
import { type QueueWaitRule, queueWait } from '../../lib/queue-wait.js';
import { assigneeOf } from '../assignments/assignments-repository.js';
import { documentViewUrl, mediaUrl } from '../media/media-repository.js';

/** Both scans are there: the office can check. */
export const HAS_BOTH_SCANS = and(
  isNotNull(candidateProfiles.transcriptMediaId),
  isNotNull(candidateProfiles.studentIdMediaId),
) as SQL;

/** The candidates each tab of the queue holds. */
export const QUEUE_WHERE: Record<EligibilityQueue, SQL> = {
  waiting: and(eq(candidateProfiles.eligibilityStatus, EligibilityStatus.UNVERIFIED), HAS_BOTH_SCANS) as SQL,
  unverified: eq(candidateProfiles.eligibilityStatus, EligibilityStatus.UNVERIFIED),
  verified: eq(candidateProfiles.eligibilityStatus, EligibilityStatus.VERIFIED),
  rejected: eq(candidateProfiles.eligibilityStatus, EligibilityStatus.REJECTED),
};

export const transcriptScan = alias(media, 'transcript_scan');
export const studentIdScan = alias(media, 'student_id_scan');
export const decider = alias(users, 'eligibility_decider');

/** The columns of a queue row; the scans are joined through the aliases above. */
export const eligibilityColumns = {
  id: candidateProfiles.userId,
  englishName: candidateProfiles.englishName,
  chineseName: candidateProfiles.chineseName,
  email: users.email,
  institution: candidateProfiles.institution,
  institutionOther: candidateProfiles.institutionOther,
  programme: candidateProfiles.programme,
  graduationYear: candidateProfiles.graduationYear,
  registeredAt: candidateProfiles.createdAt,
  transcriptId: transcriptScan.id,
  transcriptName: transcriptScan.originalName,
  transcriptType: transcriptScan.mimeType,
  transcriptAt: transcriptScan.createdAt,
  studentIdId: studentIdScan.id,
  studentIdName: studentIdScan.originalName,
  studentIdType: studentIdScan.mimeType,
  studentIdAt: studentIdScan.createdAt,
  status: candidateProfiles.eligibilityStatus,
  reason: candidateProfiles.eligibilityReason,
  decidedAt: candidateProfiles.eligibilityDecidedAt,
  decidedBy: decider.email,
  checkedRules: candidateProfiles.eligibilityCheckedRules,
  deciderInstitution: decider.institution,
  assignee: assigneeOf('candidate', candidateProfiles.userId),
  // What the institution the profile names confirmed (docs/decisions/061), as the API answers it.
  institutionConfirmation: sql<Confirmation | null>`(
    SELECT json_build_object('fullTimeStudent', ic.full_time_student, 'fintechProgramme', ic.fintech_programme,
      'enrolled', ic.enrolled, 'graduation', ic.graduation, 'note', ic.note, 'institution', ic.institution,
      'confirmedBy', cu.email, 'confirmedAt', to_json(ic.confirmed_at)#>>'{}')
    FROM institution_confirmations ic LEFT JOIN users cu ON cu.id = ic.confirmed_by
    WHERE ic.candidate_id = ${candidateProfiles.userId} AND ic.institution = ${candidateProfiles.institution})`,
};

/** When the later of the two scans arrived: the waiting tab's order, first come first checked. */
export const LATEST_SCAN_AT = sql`greatest(${transcriptScan.createdAt}, ${studentIdScan.createdAt})`;

interface EligibilityRow {
  id: string;
  englishName: string;
  chineseName: string | null;
  email: string;
  institution: string;
  institutionOther: string | null;
  programme: string;
  graduationYear: number;
  registeredAt: Date;
  transcriptId: string | null;
  transcriptName: string | null;
  transcriptType: string | null;
  transcriptAt: Date | null;
  studentIdId: string | null;
  studentIdName: string | null;
  studentIdType: string | null;
  studentIdAt: Date | null;
  status: number;
  reason: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  checkedRules: string[];
  deciderInstitution: string | null;
  assignee: Assignee | null;
  institutionConfirmation: Confirmation | null;
}

function scan(id: string | null, fileName: string | null, mimeType: string | null, at: Date | null) {
  return id && fileName && mimeType && at
    ? { id, url: mediaUrl(id), viewUrl: documentViewUrl(id), fileName, mimeType, uploadedAt: at.toISOString() }
    : null;
}

/**
 * Since when a candidate waits for the office: an unverified candidate with both scans, since the
 * later of the two (a rejection answered with new scans waits again from the new one).
 */
function waitingSince(row: EligibilityRow): Date | null {
  if (row.status !== EligibilityStatus.UNVERIFIED || !row.transcriptAt || !row.studentIdAt) return null;
  return row.transcriptAt > row.studentIdAt ? row.transcriptAt : row.studentIdAt;
}

export function toEligibilityCandidate(row: EligibilityRow, rule: QueueWaitRule): EligibilityCandidate {
  const since = waitingSince(row);
  return {
    id: row.id,
    englishName: row.englishName,
    chineseName: row.chineseName,
    email: row.email,
    institution: row.institution,
    institutionOther: row.institutionOther,
    programme: row.programme,
    graduationYear: row.graduationYear,
    registeredAt: row.registeredAt.toISOString(),
    transcript: scan(row.transcriptId, row.transcriptName, row.transcriptType, row.transcriptAt),
    studentId: scan(row.studentIdId, row.studentIdName, row.studentIdType, row.studentIdAt),
    eligibility: {
      status: row.status,
      reason: row.reason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedBy,
      checkedRules: row.checkedRules,
      decidedByInstitution: row.deciderInstitution,
    },
    ...queueWait(since, rule),
    assignee: row.assignee,
    institutionConfirmation: row.institutionConfirmation && {
      ...row.institutionConfirmation,
      confirmedAt: new Date(row.institutionConfirmation.confirmedAt).toISOString(),
    },
  };
}

/** The scans the check still needs. */
export function missingDocuments(profile: {
  transcriptMediaId: string | null;
  studentIdMediaId: string | null;
}): EligibilityDocument[] {
  const missing: EligibilityDocument[] = [];
  if (!profile.transcriptMediaId) missing.push('transcript');
  if (!profile.studentIdMediaId) missing.push('studentId');
  return missing;
}

/** The candidates' rows with their live scans and the deciding admin, for a query's `where`. */
export function selectEligibilityCandidates(db: Executor) {
  return db
    .select(eligibilityColumns)
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .leftJoin(
      transcriptScan,
      and(eq(transcriptScan.id, candidateProfiles.transcriptMediaId), isNull(transcriptScan.deletedAt)),
    )
    .leftJoin(
      studentIdScan,
      and(eq(studentIdScan.id, candidateProfiles.studentIdMediaId), isNull(studentIdScan.deletedAt)),
    )
    .leftJoin(decider, eq(decider.id, candidateProfiles.eligibilityDecidedBy))
    .$dynamic();
}

/** One candidate as the queue shows them; undefined for anyone else. */
export async function eligibilityCandidateOf(
  db: Executor,
  candidateId: string,
  rule: QueueWaitRule,
): Promise<EligibilityCandidate | undefined> {
  const [row] = await selectEligibilityCandidates(db).where(eq(candidateProfiles.userId, candidateId));
  return row ? toEligibilityCandidate(row, rule) : undefined;
}

/** A rejection the candidate answered with new scans: unverified again, waiting for the office. */
export const REOPENED_ELIGIBILITY = {
  eligibilityStatus: EligibilityStatus.UNVERIFIED,
  eligibilityReason: null,
  eligibilityDecidedAt: null,
  eligibilityDecidedBy: null,
  eligibilityCheckedRules: [] as string[],
};
