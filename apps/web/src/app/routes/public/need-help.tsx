// The need-help form, open to visitors and signed-in users alike. One feature's page as it is.
export { NeedHelpPage as default } from '../../../features/help/components/need-help-page';
