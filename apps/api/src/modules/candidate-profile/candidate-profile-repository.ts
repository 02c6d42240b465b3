// Reads a candidate's whole profile: the registration fields, the profile fields, the files the
// fields point at (when still stored), and the education, experience and attachment lists.
import type {
  AttachmentEntry,
  CandidateProfile,
  EducationEntry,
  ExperienceEntry,
} from '@fis/shared/candidate-profile-response-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  candidateAttachments,
  candidateEducation,
  candidateExperience,
  candidateProfiles,
  media,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { toUploadedMedia } from '../media/media-repository.js';
import { EDUCATION_ORDER } from './current-studies.js';

export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;

/** An entry as answers show it; `current` when it is the candidate's current studies. */
export function toEducationEntry(row: typeof candidateEducation.$inferSelect, current: boolean): EducationEntry {
  return {
    id: row.id,
    institution: row.institution as EducationEntry['institution'],
    institutionOther: row.institutionOther,
    educationLevel: row.educationLevel as EducationEntry['educationLevel'],
    programme: row.programme,
    faculty: row.faculty,
    yearOfStudy: row.yearOfStudy,
    graduationYear: row.graduationYear,
    current,
  };
}

export function toExperienceEntry(row: typeof candidateExperience.$inferSelect): ExperienceEntry {
  return {
    id: row.id,
    company: row.company,
    jobTitle: row.jobTitle,
    location: row.location,
    startDate: row.startDate,
    endDate: row.endDate,
    currentlyWorking: row.currentlyWorking,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAttachmentEntry(
  row: typeof candidateAttachments.$inferSelect,
  file: typeof media.$inferSelect,
): AttachmentEntry {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), media: toUploadedMedia(file) };
}

/**
 * The candidate's profile row, locked for the rest of the transaction when `lock` is true, or
 * shared-locked with 'share' (applying: the profile's files must stay put while it takes them).
 */
export async function candidateProfileRow(
  db: Executor,
  userId: string,
  lock: boolean | 'share' = false,
): Promise<CandidateProfileRow> {
  const query = db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  const [row] = lock === 'share' ? await query.for('share') : lock ? await query.for('update') : await query;
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}

export async function loadCandidateProfile(db: Executor, userId: string): Promise<CandidateProfile | undefined> {
  const [found] = await db
    .select({ profile: candidateProfiles, email: users.email })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(and(eq(candidateProfiles.userId, userId), eq(users.role, Role.CANDIDATE)));
  if (!found) return undefined;
  const { profile } = found;

  const fileIds = [profile.avatarMediaId, profile.resumeMediaId, profile.transcriptMediaId, profile.studentIdMediaId];
  const wanted = fileIds.filter((id): id is string => id !== null);
  const [files, education, experience, attachments] = await Promise.all([
    wanted.length
      ? db
          .select()
          .from(media)
          .where(and(inArray(media.id, wanted), isNull(media.deletedAt)))
      : Promise.resolve([]),
    db
      .select()
      .from(candidateEducation)
      .where(eq(candidateEducation.userId, userId))
      .orderBy(...EDUCATION_ORDER),
    db
      .select()
      .from(candidateExperience)
      .where(eq(candidateExperience.userId, userId))
      .orderBy(desc(candidateExperience.currentlyWorking), desc(candidateExperience.startDate)),
    db
      .select({ attachment: candidateAttachments, file: media })
      .from(candidateAttachments)
      .innerJoin(media, eq(media.id, candidateAttachments.mediaId))
      .where(and(eq(candidateAttachments.userId, userId), isNull(media.deletedAt)))
      .orderBy(asc(candidateAttachments.createdAt)),
  ]);
  const byId = new Map(files.map((f) => [f.id, toUploadedMedia(f)]));
  const file = (id: string | null) => (id ? (byId.get(id) ?? null) : null);

  return {
    userId: profile.userId,
    email: found.email,
    englishName: profile.englishName,
    chineseName: profile.chineseName,
    institution: profile.institution as CandidateProfile['institution'],
    institutionOther: profile.institutionOther,
    faculty: profile.faculty,
    programme: profile.programme,
    graduationYear: profile.graduationYear,
    educationLevel: profile.educationLevel as CandidateProfile['educationLevel'],
    phonePrefix: profile.phonePrefix as CandidateProfile['phonePrefix'],
    phoneNumber: profile.phoneNumber,
    legallyEmployable: profile.legallyEmployable,
    residentType: profile.residentType,
    cityOfResidence: profile.cityOfResidence as CandidateProfile['cityOfResidence'],
    selfIntroduction: profile.selfIntroduction,
    skills: profile.skills,
    avatar: file(profile.avatarMediaId),
    resume: file(profile.resumeMediaId),
    transcript: file(profile.transcriptMediaId),
    studentId: file(profile.studentIdMediaId),
    eligibilityStatus: profile.eligibilityStatus,
    education: education.map((row, index) => toEducationEntry(row, index === 0)),
    experience: experience.map(toExperienceEntry),
    attachments: attachments.map((a) => toAttachmentEntry(a.attachment, a.file)),
  };
}

/** The own profile of a signed-in candidate (whose profile row always exists). */
export async function ownCandidateProfile(db: Executor, userId: string): Promise<CandidateProfile> {
  const profile = await loadCandidateProfile(db, userId);
  if (!profile) throw new AppError(ErrorCode.NOT_FOUND);
  return profile;
}
