// The header's account menu: the signed-in user's photo (a candidate) or logo (a company), or
// their initials, with their name on wide screens; it opens on the way to their profile and on
// signing out.
import { Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser, useSignOut } from '../../lib/current-user';
import type { Area } from '../../lib/session';
import { AccountFace } from './account-face';

const PROFILE: Partial<Record<Area, { to: string; label: string }>> = {
  candidate: { to: '/candidate/profile', label: 'profile:nav' },
  company: { to: '/company/profile', label: 'companyProfile:nav' },
};

/** Loaded after the header has painted (a Menu brings Mantine's Popover): AccountFace stands in. */
export default function UserMenu({ area }: { area: Area }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const name = user?.displayName ?? '';
  const profile = PROFILE[area];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          {/* Named by its content, "Your account: …" at every width; what is seen is not read twice. */}
          <VisuallyHidden>{t('nav.accountMenu', { name })}</VisuallyHidden>
          <AccountFace area={area} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {profile ? (
          <Menu.Item component={Link} to={profile.to}>
            {t(profile.label)}
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}>
          {t('actions.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
