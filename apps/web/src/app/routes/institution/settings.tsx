// /institution/settings: the coordinator's own account: their emails' language and their password.
import { SettingsPage } from '../../../features/settings/components/settings-page';

export default function Component() {
  return <SettingsPage area="institution" />;
}
