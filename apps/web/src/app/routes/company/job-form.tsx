// Creating or changing a job. One feature's page as it is; its loader asks for the job changed (or,
// creating, the company's draft) and the rounds the form offers.
import type { LoaderFunctionArgs } from 'react-router';
import { companyJobQuery } from '../../../features/company-jobs/api/get-company-job';
import { jobDraftQuery } from '../../../features/company-jobs/api/job-draft';
import { prefetched } from '../../../lib/prefetch.server';
import { publicRoundsQuery } from '../../../lib/public-rounds';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  params.id === undefined
    ? prefetched(context, [jobDraftQuery(), publicRoundsQuery()])
    : prefetched(context, [publicRoundsQuery()], { record: companyJobQuery(params.id) });

export { JobFormPage as default } from '../../../features/company-jobs/components/job-form-page';
