// The development mailbox. One feature's page as it is.
export { DevMailboxPage as Component } from '../../../features/dev-mailbox/components/dev-mailbox-page';
