// The candidate's interviews; its loader asks for the list the address names.
import type { LoaderFunctionArgs } from 'react-router';
import { interviewsQuery, readInterviewsParams } from '../../../features/interviews/api/get-interviews';
import { prefetched } from '../../../lib/prefetch.server';

export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const { when, page } = readInterviewsParams(new URL(request.url).searchParams);
  return prefetched(context, [interviewsQuery(when, page)]);
};

export { InterviewsPage as default } from '../../../features/interviews/components/interviews-page';
