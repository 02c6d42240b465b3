// The signed-in shell for candidates, companies and the admin: header, sidebar navigation whose
// open state is remembered (SPEC section 3, sidebar-open flag), and the page.
import { AppShell, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink } from 'react-router';
import { useLoadOnIntent } from '../../lib/load-on-intent';
import type { Area } from '../../lib/session';
import { storage } from '../../lib/storage';
import { LanguageSwitcher } from '../ui/language-switcher';
import { AccountButton } from './account-button';
import classes from './app-shell.module.css';
import { BrandLink } from './brand-link';
import { MenuBurger } from './menu-burger';
import { SkipLink } from './skip-link';

/**
 * The account menu (Mantine's Menu, with its Popover), loaded when someone reaches for it; the same
 * button until its code is here (lib/load-on-intent.ts).
 */
function AccountMenu({ area }: { area: Area }) {
  const intent = useLoadOnIntent(() => import('./user-menu'));
  const UserMenu = intent.loaded;
  return UserMenu ? (
    <UserMenu area={area} openAtOnce={intent.pressed} focusAtOnce={intent.focused.current} />
  ) : (
    <AccountButton area={area} {...intent.handlers} />
  );
}

/** Screens of later issues join these lists when they are built. */
const NAV: Record<Area, { to: string; label: string }[]> = {
  candidate: [
    { to: '/candidate/dashboard', label: 'nav.dashboard' },
    { to: '/candidate/job-list', label: 'search:nav.findJobs' },
    { to: '/candidate/saved-jobs', label: 'search:nav.savedJobs' },
    { to: '/candidate/applications', label: 'applications:nav' },
    { to: '/candidate/interviews', label: 'interviews:nav' },
    { to: '/candidate/placements', label: 'placements:nav.intern' },
    { to: '/candidate/companies', label: 'search:nav.companies' },
    { to: '/candidate/messages', label: 'mailbox:nav' },
    { to: '/candidate/profile', label: 'profile:nav' },
    { to: '/candidate/setting', label: 'settings:nav' },
  ],
  company: [
    { to: '/company/dashboard', label: 'nav.dashboard' },
    { to: '/company/job-list', label: 'jobs:nav.jobs' },
    { to: '/company/interviews', label: 'interviews:nav' },
    { to: '/company/placements', label: 'placements:nav.company' },
    { to: '/company/candidates', label: 'candidates:nav.candidates' },
    { to: '/company/manage-candidates', label: 'candidates:nav.saved' },
    { to: '/company/messages', label: 'mailbox:nav' },
    { to: '/company/profile', label: 'companyProfile:nav' },
    { to: '/company/setting', label: 'settings:nav' },
  ],
  admin: [
    { to: '/admin-portal/dashboard', label: 'nav.dashboard' },
    { to: '/admin-portal/job-approvals', label: 'jobs:nav.approval' },
    { to: '/admin-portal/messages', label: 'mailbox:nav' },
    { to: '/admin-portal/group-messages', label: 'groupMessages:nav' },
    { to: '/admin-portal/templates', label: 'templates:nav' },
    { to: '/admin-portal/help-requests', label: 'help:admin.nav' },
    { to: '/admin-portal/reviews', label: 'reviews:nav' },
    { to: '/admin-portal/candidates', label: 'adminLists:nav.candidates' },
    { to: '/admin-portal/companies', label: 'adminLists:nav.companies' },
    { to: '/admin-portal/jobs', label: 'adminLists:nav.jobs' },
    { to: '/admin-portal/applications', label: 'adminLists:nav.applications' },
    { to: '/admin-portal/eligibility', label: 'eligibility:nav' },
    { to: '/admin-portal/recommendations', label: 'officeRecommendations:nav' },
    { to: '/admin-portal/rounds', label: 'rounds:nav' },
    { to: '/admin-portal/placements', label: 'placements:nav.office' },
    { to: '/admin-portal/reports', label: 'reports:nav' },
    { to: '/admin-portal/team', label: 'adminAccounts:nav.team' },
    { to: '/admin-portal/audit-log', label: 'adminAccounts:nav.auditLog' },
    { to: '/admin-portal/settings', label: 'settings:nav' },
  ],
  institution: [
    { to: '/institution/students', label: 'institution:nav.students' },
    { to: '/institution/figures', label: 'institution:nav.figures' },
    { to: '/institution/settings', label: 'settings:nav' },
  ],
};

/**
 * The shell around the matched route, or around `children` (a page shown in place of a route, such
 * as not-found). `bell`: the notifications bell, which the app layer passes in (app/shell.tsx);
 * `navBadges`: what stands beside a navigation entry, by its address (the unread messages).
 */
export function AppLayout({
  area,
  bell,
  navBadges,
  sidebarOpen,
  children,
}: {
  area: Area;
  /** Whether the sidebar starts open on a wide screen: the reader's last choice (its cookie). */
  sidebarOpen: boolean;
  bell?: ReactNode;
  navBadges?: Partial<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(sidebarOpen);

  const toggleDesktop = () => {
    storage.set('sidebarOpen', String(!desktopOpen));
    desktop.toggle();
  };
  const menuLabel = (open: boolean) => (open ? t('actions.closeMenu') : t('actions.openMenu'));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <MenuBurger
              opened={mobileOpen}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              aria-label={menuLabel(mobileOpen)}
            />
            <MenuBurger
              opened={desktopOpen}
              onClick={toggleDesktop}
              visibleFrom="sm"
              aria-label={menuLabel(desktopOpen)}
              aria-expanded={desktopOpen}
            />
            <BrandLink to={NAV[area][0]?.to} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {bell}
            <LanguageSwitcher />
            <AccountMenu area={area} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.mainNavigation')} component="nav">
        {NAV[area].map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            prefetch="intent"
            label={t(item.label)}
            rightSection={navBadges?.[item.to]}
            onClick={mobile.close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" className={classes.main}>
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
