// The company's interviews (reschedule, cancel).
export { InterviewsPage as Component } from '../../../features/interviews/components/interviews-page';
