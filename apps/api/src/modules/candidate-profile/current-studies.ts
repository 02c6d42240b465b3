// A candidate's current studies (issue 10): the education entry graduating last (the earliest made
// among equals). The profile's own institution, programme, faculty, level and graduation year,
// which its header and the companies' lists show, are always a copy of that entry, so the header
// and the Education section cannot disagree. Registration gives the first entry; every change of
// an entry, or of the studies on the profile, goes through here.
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { candidateEducation, candidateProfiles } from '../../db/schema.js';
import { refreshTakeableRegions } from '../eligibility/takeable-regions.js';

/** The order of a candidate's education entries: the current studies first. */
export const EDUCATION_ORDER = [
  desc(candidateEducation.graduationYear),
  asc(candidateEducation.createdAt),
  asc(candidateEducation.id),
];

/** The studies as the profile row and an education entry both hold them. */
export interface Studies {
  institution: string;
  institutionOther: string | null;
  educationLevel: string;
  programme: string;
  /** The profile requires one; an entry may leave it out (empty on the profile). */
  faculty: string | null;
  graduationYear: number;
}

/** An education entry's columns holding `studies` (another institution's name only for Other). */
function entryColumns(studies: Studies) {
  return {
    institution: studies.institution,
    institutionOther: studies.institution === 'Other' ? studies.institutionOther : null,
    educationLevel: studies.educationLevel,
    programme: studies.programme,
    faculty: studies.faculty || null,
    graduationYear: studies.graduationYear,
  };
}

/** The entry the studies given at registration make: the candidate's first, current, studies. */
export async function insertRegisteredStudies(tx: Executor, userId: string, studies: Studies, now: Date) {
  await tx.insert(candidateEducation).values({ userId, ...entryColumns(studies), createdAt: now, updatedAt: now });
}

/** The current entry's id, or null when the candidate has none. */
export async function currentEntryId(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: candidateEducation.id })
    .from(candidateEducation)
    .where(eq(candidateEducation.userId, userId))
    .orderBy(...EDUCATION_ORDER)
    .limit(1);
  return row?.id ?? null;
}

/** Copies the current entry onto the profile; returns its id (null: no entry, nothing copied). */
export async function syncCurrentStudies(tx: Executor, userId: string, now: Date): Promise<string | null> {
  const [entry] = await tx
    .select()
    .from(candidateEducation)
    .where(eq(candidateEducation.userId, userId))
    .orderBy(...EDUCATION_ORDER)
    .limit(1);
  if (!entry) return null;
  await tx
    .update(candidateProfiles)
    .set({
      institution: entry.institution,
      institutionOther: entry.institutionOther,
      educationLevel: entry.educationLevel,
      programme: entry.programme,
      faculty: entry.faculty ?? '',
      graduationYear: entry.graduationYear,
      updatedAt: now,
    })
    .where(eq(candidateProfiles.userId, userId));
  // The institution decides where the candidate studies, which the eligibility rules read.
  await refreshTakeableRegions(tx, userId);
  return entry.id;
}

/**
 * The studies edited on the profile itself (POST /user/update-profile) edit the current entry
 * (or, for a profile from before entries held them, make it), then the profile copies it back.
 */
export async function saveCurrentStudies(tx: Executor, userId: string, studies: Studies, now: Date): Promise<void> {
  const id = await currentEntryId(tx, userId);
  if (id) {
    await tx
      .update(candidateEducation)
      .set({ ...entryColumns(studies), updatedAt: now })
      .where(eq(candidateEducation.id, id));
  } else {
    await insertRegisteredStudies(tx, userId, studies, now);
  }
  await syncCurrentStudies(tx, userId, now);
}
