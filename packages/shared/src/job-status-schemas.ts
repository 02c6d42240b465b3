// A job's status changes (SPEC section 7, PUT /v1/job/update/status/{id}): which moves the company
// or the admin may make, and the request that asks for one (docs/decisions/006-jobs.md).
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { requiredOrInvalid } from './field-schemas.js';
import { JOB_STATUS_VALUES, JobStatus } from './job-enums.js';

/**
 * The moves a company (or the admin) may make with PUT /v1/job/update/status/{id}. Expired is
 * set only by the expiry task; closed is final (docs/decisions/006-jobs.md).
 */
export const JOB_STATUS_TRANSITIONS: Record<JobStatus, readonly JobStatus[]> = {
  [JobStatus.OPEN]: [JobStatus.ON_HOLD, JobStatus.CLOSED],
  [JobStatus.ON_HOLD]: [JobStatus.OPEN, JobStatus.CLOSED],
  [JobStatus.CLOSED]: [],
  [JobStatus.EXPIRED]: [JobStatus.CLOSED],
};

export function canChangeJobStatus(from: JobStatus, to: JobStatus): boolean {
  return JOB_STATUS_TRANSITIONS[from]?.includes(to) ?? false;
}

/** Any job status is a valid value; whether the move is allowed is the table's answer (409). */
export const jobStatusInputSchema = z.object({
  status: z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .refine((v) => (JOB_STATUS_VALUES as readonly number[]).includes(v), ErrorCode.FIELD_INVALID)
    .transform((v) => v as JobStatus),
});
