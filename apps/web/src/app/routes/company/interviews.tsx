// The company's interviews (reschedule, cancel).
export { InterviewsPage as default } from '../../../features/interviews/components/interviews-page';
