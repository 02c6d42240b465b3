// The candidate's interviews.
export { InterviewsPage as default } from '../../../features/interviews/components/interviews-page';
