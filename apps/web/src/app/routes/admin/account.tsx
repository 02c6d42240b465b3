// A candidate's or company's account and the office's actions on it. One feature's page as it is.
export { AccountPage as default } from '../../../features/admin-accounts/components/account-page';
