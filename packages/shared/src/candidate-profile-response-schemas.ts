// The candidate profile as the API answers with it (SPEC sections 3 and 7, "User", "Education",
// "Experience", "Attachments"): the profile and its education, experience and attachment entries.
// What a candidate sends is in candidate-profile-schemas.ts.
import { z } from 'zod';
import { CITIES, EDUCATION_LEVELS, INSTITUTIONS, PHONE_PREFIXES } from './enums.js';
import { uploadedMediaSchema } from './media-schemas.js';

export const educationEntrySchema = z.object({
  id: z.string(),
  institution: z.enum(INSTITUTIONS),
  institutionOther: z.string().nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  programme: z.string(),
  faculty: z.string().nullable(),
  yearOfStudy: z.number().int().nullable(),
  graduationYear: z.number().int(),
  /**
   * The current studies: the entry graduating last (the earliest made among equals). The profile's
   * own institution, programme, faculty, level and graduation year are always this entry's.
   */
  current: z.boolean(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const experienceEntrySchema = z.object({
  id: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  location: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  currentlyWorking: z.boolean(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const attachmentEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  media: uploadedMediaSchema,
});
export type AttachmentEntry = z.infer<typeof attachmentEntrySchema>;

export const candidateProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  institution: z.enum(INSTITUTIONS),
  institutionOther: z.string().nullable(),
  faculty: z.string(),
  programme: z.string(),
  graduationYear: z.number().int(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  phonePrefix: z.enum(PHONE_PREFIXES),
  phoneNumber: z.string(),
  legallyEmployable: z.number().int(),
  residentType: z.number().int(),
  cityOfResidence: z.enum(CITIES),
  selfIntroduction: z.string().nullable(),
  skills: z.array(z.string()),
  avatar: uploadedMediaSchema.nullable(),
  resume: uploadedMediaSchema.nullable(),
  transcript: uploadedMediaSchema.nullable(),
  studentId: uploadedMediaSchema.nullable(),
  /** EligibilityStatus as the scheme office decided it (docs/decisions/025); the reason and what is missing: GET /v1/user/eligibility. */
  eligibilityStatus: z.number().int(),
  education: z.array(educationEntrySchema),
  experience: z.array(experienceEntrySchema),
  attachments: z.array(attachmentEntrySchema),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
