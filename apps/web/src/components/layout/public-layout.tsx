import { Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { dashboardPath } from '../../lib/session';
import { LanguageSwitcher } from '../ui/language-switcher';
import { PageLink } from '../ui/page-link';
import { BrandLink } from './brand-link';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { SuspendedNoticeSlot } from './suspended-notice-slot';

/** The public pages' header and footer around the matched route, or around `children`. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {/* A session the office suspended, found as the page loaded: the landing page says so too. */}
      <SuspendedNoticeSlot signInPath="/sign-in" />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <BrandLink />
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher />
              {user ? (
                <Button component={PageLink} to={dashboardPath(user)} size="xs">
                  {t('nav.dashboard')}
                </Button>
              ) : (
                <>
                  <Button component={PageLink} to="/sign-in" variant="subtle" size="xs">
                    {t('actions.signIn')}
                  </Button>
                  <Button component={PageLink} to="/register" size="xs">
                    {t('actions.register')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" style={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </Box>
  );
}
