// The candidate's interviews.
export { InterviewsPage as Component } from '../../../features/interviews/components/interviews-page';
