// The saved profile, read-only, as candidates will come to know the company: the same cover and
// logo header as the candidates' company page, then what the company entered, part by part.
import { companyNameIn } from '@fis/shared/company-name';
import type { CompanyProfile } from '@fis/shared/company-profile-schemas';
import { formatPhone } from '@fis/shared/field-schemas';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { CompanyCover } from '../../../components/ui/company-cover';
import { ContentSection } from '../../../components/ui/content-section';
import { ExpandableText } from '../../../components/ui/expandable-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Box>
    </Stack>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
      {children}
    </ColumnsGrid>
  );
}

export function CompanyProfileView({ profile }: { profile: CompanyProfile }) {
  const { t, i18n } = useTranslation('companyProfile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = companyNameIn(
    { name: profile.displayName ?? profile.nameEn ?? profile.companyName, nameZh: profile.nameZh },
    language,
  );
  const industry =
    profile.industry === 'OTHER'
      ? profile.industryOther
      : profile.industry
        ? t(`common:options.industry.${profile.industry}`)
        : null;
  return (
    <Stack gap="lg">
      <CompanyCover
        name={name}
        logoUrl={profile.logo?.url ?? null}
        coverUrl={profile.cover?.url ?? null}
        logoAlt={t('fields.logo')}
      >
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {profile.slogan ? <Text fs="italic">{profile.slogan}</Text> : null}
        <Text size="sm" c="dimmed">
          {t('view.companyCode', { code: profile.companyCode })}
        </Text>
      </CompanyCover>
      <ContentSection title={t('sections.identity')}>
        <Facts>
          <Fact label={t('fields.nameEn')}>{profile.nameEn}</Fact>
          <Fact label={t('fields.nameZh')}>{profile.nameZh}</Fact>
          <Fact label={t('fields.industry')}>{industry}</Fact>
          <Fact label={t('fields.website')}>
            {profile.website ? (
              <Anchor href={profile.website} target="_blank" rel="noopener noreferrer">
                {profile.website}
              </Anchor>
            ) : null}
          </Fact>
        </Facts>
      </ContentSection>
      <ContentSection title={t('sections.about')}>
        {profile.description ? (
          <ExpandableText size="md" lines={6}>
            {profile.description}
          </ExpandableText>
        ) : (
          <Text c="dimmed">—</Text>
        )}
      </ContentSection>
      <ContentSection title={t('sections.contact')}>
        <Facts>
          <Fact label={t('fields.telephone')}>{formatPhone(profile.phonePrefix, profile.phoneNumber) || null}</Fact>
          <Fact label={t('fields.contactEmail')}>{profile.email}</Fact>
          <Fact label={t('fields.location')}>
            {profile.location ? t(`common:options.region.${profile.location}`) : null}
          </Fact>
          <Fact label={t('fields.address')}>{profile.address}</Fact>
        </Facts>
      </ContentSection>
    </Stack>
  );
}
