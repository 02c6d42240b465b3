// /candidate/setting: the account's settings.
import { SettingsPage } from '../../../features/settings/components/settings-page';

export function Component() {
  return <SettingsPage area="candidate" />;
}
