// What the job form starts from and keeps as a draft: the empty form, a draft or saved job over
// it, and the form's values as a draft (empty fields left out).
import type { CompanyJob } from '@fis/shared/company-job-schemas';
import type { JobDraftData } from '@fis/shared/job-draft-schemas';
import { JOB_FIELDS } from '@fis/shared/job-form-schemas';
import type { JobFormInput } from './save-job';

export const EMPTY_JOB: JobFormInput = {
  positionName: '',
  jobFunction: undefined as never,
  jobMode: undefined as never,
  location: undefined as never,
  city: undefined as never,
  skills: [],
  salary: null,
  currency: 'HKD',
  payFrequency: 'PER_MONTH',
  contractType: undefined as never,
  expiresOn: '',
  description: '',
  requirements: '',
  educationLevels: [],
  graduationYearFrom: null,
  graduationYearTo: null,
};

/**
 * What the form holds, as a draft: empty fields are left out. The round chosen is kept with the
 * rest (the form falls back to its first choice if that round is no longer offered on restoring).
 */
export function toDraft(values: Partial<JobFormInput>): JobDraftData {
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    draft[key] = value;
  }
  return draft as JobDraftData;
}

/** A draft or a saved job, over the empty form. */
export function fromSaved(saved: Partial<Record<keyof JobFormInput, unknown>>): JobFormInput {
  const values: Record<string, unknown> = { ...EMPTY_JOB };
  for (const key of JOB_FIELDS) {
    const value = saved[key];
    if (value !== undefined && value !== null) values[key] = value;
  }
  return values as JobFormInput;
}

/** A saved job as the form edits it, in the round it has. */
export function fromJob(job: CompanyJob): JobFormInput {
  return { ...fromSaved(job), roundId: job.round.id };
}
