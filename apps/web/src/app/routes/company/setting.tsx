// /company/setting: the account's settings.
import { SettingsPage } from '../../../features/settings/components/settings-page';

export default function Component() {
  return <SettingsPage area="company" />;
}
