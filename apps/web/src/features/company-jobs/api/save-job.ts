// POST /v1/job/company-create-job and PUT /v1/job/update/{id}. The form narrows the API's schema:
// the expiry date is also checked against today (Hong Kong) before sending.
import type { JobSaved } from '@fis/shared/company-job-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import {
  graduationYearsCheck,
  isDateInPast,
  type JobInput,
  type JobValues,
  jobFieldsSchema,
  refineGraduationYears,
} from '@fis/shared/job-form-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyJobsKey } from './get-company-jobs';
import { jobDraftKey } from './job-draft';

export const jobFormSchema = jobFieldsSchema
  .extend({
    expiresOn: jobFieldsSchema.shape.expiresOn.refine(
      (date) => !isDateInPast(date, hongKongDate(new Date())),
      ErrorCode.DATE_IN_PAST,
    ),
  })
  .superRefine(refineGraduationYears, graduationYearsCheck);
export type JobFormInput = JobInput;

export function createJob(values: JobValues): Promise<JobSaved> {
  return api.post<JobSaved>('/v1/job/company-create-job', values);
}

export function updateJob(id: string, values: JobValues): Promise<JobSaved> {
  return api.put<JobSaved>(`/v1/job/update/${id}`, values);
}

export function useSaveJob(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: JobValues) => (id ? updateJob(id, values) : createJob(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyJobsKey });
      // Posting a job clears the draft on the server.
      if (!id) queryClient.removeQueries({ queryKey: jobDraftKey });
    },
  });
}
