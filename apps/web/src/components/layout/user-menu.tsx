// The header's account menu: the signed-in user's photo (a candidate) or logo (a company), or
// their initials, with their name on wide screens; it opens on the way to their profile and on
// signing out, and to the need-help page.
import { Menu } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../lib/current-user';
import { useTakeOver } from '../../lib/load-on-intent';
import type { Area } from '../../lib/session';
import { PageLink } from '../ui/page-link';
import { AccountButton } from './account-button';

const PROFILE: Partial<Record<Area, { to: string; label: string }>> = {
  candidate: { to: '/candidate/profile', label: 'profile:nav' },
  company: { to: '/company/profile', label: 'companyProfile:nav' },
};

/**
 * Loaded when someone reaches for the account button (a Menu brings Mantine's Popover); the
 * button stands in until then (lib/load-on-intent.ts). `openAtOnce`, `focusAtOnce`: the stand-in was pressed, or had the focus, before this
 * code was here.
 */
export default function UserMenu({
  area,
  openAtOnce,
  focusAtOnce,
}: {
  area: Area;
  openAtOnce: boolean;
  focusAtOnce: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const profile = PROFILE[area];
  useTakeOver(button, { focused: focusAtOnce, pressed: openAtOnce }, () => setOpened(true));
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <AccountButton area={area} ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        {profile ? (
          <Menu.Item component={PageLink} to={profile.to}>
            {t(profile.label)}
          </Menu.Item>
        ) : null}
        <Menu.Item component={PageLink} to="/need-help">
          {t('help:menuLink')}
        </Menu.Item>
        <Menu.Item onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}>
          {t('actions.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
