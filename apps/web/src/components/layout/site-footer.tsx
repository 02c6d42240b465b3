// The footer of every public page: quick links to the landing-page sections, the static
// documents in the current language (public/docs/{lng}), contact, the need-help page, and the
// copyright line.
import { DEFAULT_LANGUAGE } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { isLanguage } from '@fis/shared/i18n';
import { Anchor, Box, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../ui/columns-grid';
import { PageLink } from '../ui/page-link';

const CONTACT_EMAIL = 'internship@fintech-scheme.hk';

type QuickLink =
  | { key: string; kind: 'section'; to: string }
  /** A page of the app, named by its own key (another namespace's). */
  | { key: string; kind: 'page'; to: string; label: string }
  | { key: string; kind: 'document'; file: string }
  | { key: string; kind: 'external'; href: string };

const QUICK_LINKS: readonly QuickLink[] = [
  { key: 'overview', kind: 'section', to: '/#overview' },
  { key: 'careerOpportunities', kind: 'section', to: '/#career-opportunities' },
  { key: 'application', kind: 'section', to: '/#application' },
  { key: 'resources', kind: 'section', to: '/#resources' },
  { key: 'faq', kind: 'document', file: 'faq' },
  { key: 'terms', kind: 'document', file: 'terms' },
  { key: 'privacy', kind: 'document', file: 'privacy' },
  { key: 'contact', kind: 'external', href: `mailto:${CONTACT_EMAIL}` },
  { key: 'needHelp', kind: 'page', to: '/need-help', label: 'help:footerLink' },
  { key: 'sitemap', kind: 'document', file: 'sitemap' },
  { key: 'personalInformation', kind: 'document', file: 'personal-information-statement' },
];

export function SiteFooter() {
  const { t, i18n } = useTranslation('landing');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const linkProps = { c: 'white', size: 'sm', underline: 'always' } as const;

  return (
    <Box component="footer" bg="var(--mantine-primary-color-9)" c="white" py={{ base: 40, sm: 56 }}>
      <Container size="lg">
        <ColumnsGrid cols={{ base: 1, md: '4fr 8fr' }} spacing={48} verticalSpacing="xl">
          <Stack gap="xs">
            <Text fw={700} size="lg">
              {t('footer.schemeName')}
            </Text>
            <Text size="sm">{t('footer.tagline')}</Text>
            <Text size="sm">
              {t('footer.contactPrompt')}{' '}
              <Anchor href={`mailto:${CONTACT_EMAIL}`} {...linkProps}>
                {CONTACT_EMAIL}
              </Anchor>
            </Text>
          </Stack>
          <Box component="nav" aria-labelledby="site-footer-quick-links">
            <Title order={2} size="h5" id="site-footer-quick-links" c="white" mb="sm">
              {t('footer.quickLinks')}
            </Title>
            <ColumnsGrid component="ul" cols={{ base: 1, xs: 2, sm: 3 }} verticalSpacing="xs" p={0} m={0}>
              {QUICK_LINKS.map((link) => (
                <li key={link.key}>
                  {link.kind === 'section' || link.kind === 'page' ? (
                    <Anchor component={PageLink} to={link.to} {...linkProps}>
                      {t(link.kind === 'page' ? link.label : `footer.links.${link.key}`)}
                    </Anchor>
                  ) : (
                    <Anchor
                      href={link.kind === 'document' ? `/docs/${language}/${link.file}.html` : link.href}
                      {...linkProps}
                    >
                      {t(`footer.links.${link.key}`)}
                    </Anchor>
                  )}
                </li>
              ))}
            </ColumnsGrid>
          </Box>
        </ColumnsGrid>
        <Divider my="lg" color="var(--mantine-primary-color-4)" />
        <Text size="sm">{t('footer.copyright', { year: hongKongDate(new Date()).slice(0, 4) })}</Text>
      </Container>
    </Box>
  );
}
