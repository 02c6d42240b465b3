// The one rule of what a company may read of a candidate's private files, and until when
// (docs/decisions/011-company-access-to-candidate-files.md). Everything a company reads or sees a
// file reference of goes through it: GET /media/{id}, the candidate's profile as a company sees
// it, the application detail; and the candidate's own list of who can read what.
//
// Per application of the candidate to a job of the company:
// - open (new, screening, interviewing, offered): the resume and documents sent with it;
// - offered or hired: also the profile's transcript and student ID scans (the eligibility check);
// - hired: the same, for HIRED_FILE_ACCESS_DAYS after the hire, then nothing;
// - ended (rejected, withdrawn or declined, job closed or deleted) or only viewed: nothing.
// The owner and the admin read everything (SPEC section 1); other candidates nothing.
import { OPEN_STAGES, Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import { type FileAccessReason, HIRED_FILE_ACCESS_DAYS } from '@fis/shared/file-access-schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { applications, candidateProfiles, companies, jobs } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';
import { companyNameSql } from '../modules/jobs/company-jobs-repository.js';

export const HIRED_FILE_ACCESS_MS = HIRED_FILE_ACCESS_DAYS * 24 * 60 * 60 * 1000;

/** Stages whose files a company may read: the open ones and hired (within its window). */
const READING_STAGES: readonly Stage[] = [...OPEN_STAGES, Stage.HIRED];
/** From the offer on, the company checks eligibility (SPEC section 4: "eligibility check and job offers"). */
const ELIGIBILITY_STAGES: readonly Stage[] = [Stage.OFFERED, Stage.HIRED];

/** One file one company may read now, through one application. */
export interface FileGrant {
  mediaId: string;
  reason: FileAccessReason;
  applicationId: string;
  stage: Stage;
  companyId: string;
  companyUserId: string;
  companyName: string;
  companyNameZh: string | null;
  jobId: string;
  positionName: string;
  /** Null while the application is open; the end of the hire window once hired. */
  until: Date | null;
}

interface ApplicationFiles {
  applicationId: string;
  stage: number;
  stageChangedAt: Date;
  resumeMediaId: string | null;
  documentMediaIds: string[];
  transcriptMediaId: string | null;
  studentIdMediaId: string | null;
  companyId: string;
  companyUserId: string;
  companyName: string;
  companyNameZh: string | null;
  jobId: string;
  positionName: string;
}

/** When the company's reading of this application's files ends: undefined if it has already. */
function accessEnd(stage: Stage, stageChangedAt: Date, now: Date): Date | null | undefined {
  if (stage === Stage.HIRED) {
    // A hire is final (decision 008), so the stage changed when the candidate was hired.
    const end = new Date(stageChangedAt.getTime() + HIRED_FILE_ACCESS_MS);
    return end > now ? end : undefined;
  }
  return READING_STAGES.includes(stage) ? null : undefined;
}

function grantsOf(app: ApplicationFiles, now: Date): FileGrant[] {
  const stage = app.stage as Stage;
  const until = accessEnd(stage, app.stageChangedAt, now);
  if (until === undefined) return [];
  const files: [string | null, FileAccessReason][] = [
    [app.resumeMediaId, 'sent'],
    ...app.documentMediaIds.map((id): [string, FileAccessReason] => [id, 'sent']),
  ];
  if (ELIGIBILITY_STAGES.includes(stage)) {
    files.push([app.transcriptMediaId, 'eligibility'], [app.studentIdMediaId, 'eligibility']);
  }
  const seen = new Set<string>();
  return files.flatMap(([mediaId, reason]) => {
    if (!mediaId || seen.has(mediaId)) return [];
    seen.add(mediaId);
    return [
      {
        mediaId,
        reason,
        until,
        stage,
        applicationId: app.applicationId,
        companyId: app.companyId,
        companyUserId: app.companyUserId,
        companyName: app.companyName,
        companyNameZh: app.companyNameZh,
        jobId: app.jobId,
        positionName: app.positionName,
      },
    ];
  });
}

/**
 * Every file of the candidate some company may read now (one company's with `companyUserId`),
 * each with the application that grants it. The files are ids: deleted ones answer 404 anyway.
 */
export async function candidateFileGrants(
  db: Executor,
  now: Date,
  candidateId: string,
  companyUserId?: string,
): Promise<FileGrant[]> {
  const conditions = [eq(applications.candidateId, candidateId), inArray(applications.stage, [...READING_STAGES])];
  if (companyUserId) conditions.push(eq(companies.userId, companyUserId));
  const rows = await db
    .select({
      applicationId: applications.id,
      stage: applications.stage,
      stageChangedAt: applications.stageChangedAt,
      resumeMediaId: applications.resumeMediaId,
      documentMediaIds: applications.documentMediaIds,
      transcriptMediaId: candidateProfiles.transcriptMediaId,
      studentIdMediaId: candidateProfiles.studentIdMediaId,
      companyId: companies.id,
      companyUserId: companies.userId,
      companyName: companyNameSql,
      companyNameZh: companies.nameZh,
      jobId: jobs.id,
      positionName: jobs.positionName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(and(...conditions))
    .orderBy(desc(applications.stageChangedAt), desc(applications.id));
  return rows.flatMap((row) => grantsOf(row, now));
}

/** The ids of the candidate's files the viewer may read: everything for the owner and the admin. */
export async function readableCandidateFiles(
  db: Executor,
  now: Date,
  viewer: AuthUser,
  candidateId: string,
): Promise<{ has(id: string): boolean }> {
  if (viewer.id === candidateId || viewer.role === Role.ADMIN) return { has: () => true };
  if (viewer.role !== Role.COMPANY) return new Set<string>();
  return new Set((await candidateFileGrants(db, now, candidateId, viewer.id)).map((g) => g.mediaId));
}

/** Whether the viewer may read this private file of its owner. */
export async function mayReadCandidateFile(
  db: Executor,
  now: Date,
  viewer: AuthUser,
  file: { id: string; ownerUserId: string },
): Promise<boolean> {
  return (await readableCandidateFiles(db, now, viewer, file.ownerUserId)).has(file.id);
}
