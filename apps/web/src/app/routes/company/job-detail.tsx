// One of the company's jobs. One feature's page as it is; its loader asks for the job.
import type { LoaderFunctionArgs } from 'react-router';
import { companyJobQuery } from '../../../features/company-jobs/api/get-company-job';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  prefetched(context, [], { record: companyJobQuery(params.id ?? '') });

export { JobDetailPage as default } from '../../../features/company-jobs/components/job-detail-page';
