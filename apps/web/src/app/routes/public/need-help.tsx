// The need-help form, open to visitors and signed-in users alike. One feature's page as it is.
export { NeedHelpPage as Component } from '../../../features/help/components/need-help-page';
