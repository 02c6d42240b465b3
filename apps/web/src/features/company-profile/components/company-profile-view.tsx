// The saved profile, read-only, as candidates will come to know the company.
import type { CompanyProfile } from '@fis/shared/company-profile-schemas';
import { formatPhoneNumber } from '@fis/shared/field-schemas';
import { Anchor, BackgroundImage, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/avatars';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Box>{children ?? '—'}</Box>
    </Stack>
  );
}

export function CompanyProfileView({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('companyProfile');
  const name = profile.displayName ?? profile.nameEn ?? profile.companyName;
  const industry =
    profile.industry === 'OTHER'
      ? profile.industryOther
      : profile.industry
        ? t(`common:options.industry.${profile.industry}`)
        : null;
  return (
    <Card withBorder p={0} radius="md">
      {profile.cover ? (
        <BackgroundImage src={profile.cover.url} h={160} aria-label={t('fields.cover')} role="img" />
      ) : (
        <Box h={80} bg="blue.0" />
      )}
      <Stack p="lg" gap="lg">
        <Group gap="md" wrap="nowrap">
          <CompanyLogo name={name} logoUrl={profile.logo?.url ?? null} alt={t('fields.logo')} size={72} />
          <Stack gap={0}>
            <Title order={2} size="h3">
              {name}
            </Title>
            {profile.slogan ? <Text c="dimmed">{profile.slogan}</Text> : null}
            <Text size="sm" c="dimmed">
              {t('view.companyCode', { code: profile.companyCode })}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('fields.nameEn')}>{profile.nameEn}</Fact>
          <Fact label={t('fields.nameZh')}>{profile.nameZh}</Fact>
          <Fact label={t('fields.industry')}>{industry}</Fact>
          <Fact label={t('fields.location')}>
            {profile.location ? t(`common:options.region.${profile.location}`) : null}
          </Fact>
          <Fact label={t('fields.website')}>
            {profile.website ? (
              <Anchor href={profile.website} target="_blank" rel="noopener noreferrer">
                {profile.website}
              </Anchor>
            ) : null}
          </Fact>
          <Fact label={t('fields.telephone')}>
            {profile.phoneNumber ? `${profile.phonePrefix ?? ''} ${formatPhoneNumber(profile.phoneNumber)}` : null}
          </Fact>
          <Fact label={t('fields.address')}>{profile.address}</Fact>
          <Fact label={t('fields.contactEmail')}>{profile.email}</Fact>
        </SimpleGrid>
        <Fact label={t('fields.description')}>
          {profile.description ? <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text> : null}
        </Fact>
      </Stack>
    </Card>
  );
}
