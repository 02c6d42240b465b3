// /admin-portal/settings: the administrator's own account: the emails it receives and their
// language, and its password.
import { SettingsPage } from '../../../features/settings/components/settings-page';

export default function Component() {
  return <SettingsPage area="admin" />;
}
