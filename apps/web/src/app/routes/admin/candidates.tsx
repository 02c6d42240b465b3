// /admin-portal/candidates: every candidate, searched and filtered. One feature's page as it is.
export { CandidatesListPage as default } from '../../../features/admin-lists/components/candidates-list-page';
