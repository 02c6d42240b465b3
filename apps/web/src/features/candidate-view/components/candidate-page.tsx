// /company/candidate/:id: an applicant's profile, read-only (who they are, about, skills,
// education, experience, documents: each opening is audited by the API). A candidate who never
// applied to the company is "not found", as the API answers. The route file adds what other
// features know of the candidate: `headerAction` (the bookmark toggle) beside the name, and
// `children` (their applications to the company) above the profile.
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { formatPhone } from '@fis/shared/field-schemas';
import { institutionLabel } from '@fis/shared/institution-label';
import { Alert, Anchor, Avatar, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { InstitutionText } from '../../../components/ui/institution-logo';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCandidateProfile } from '../api/get-candidate-profile';
import { ProfileSections } from './profile-sections';

function NotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation('candidates');
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center">
        <Title order={1}>{t('common:notFound.title')}</Title>
        <Text c="dimmed">{t('common:notFound.body')}</Text>
        <Button component={PageLink} to={backTo}>
          {t('profile.back')}
        </Button>
      </Stack>
    </Container>
  );
}

function ProfileHeader({ profile, action }: { profile: CandidateProfile; action: ReactNode }) {
  const { t } = useTranslation('candidates');
  const phoneNumber = formatPhone(profile.phonePrefix, profile.phoneNumber);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={profile.avatar?.url ?? null} alt="" radius="xl" size="xl" name={profile.englishName} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {profile.englishName}
              {profile.chineseName ? ` ${profile.chineseName}` : ''}
            </Title>
            {action}
          </Group>
          <Group gap="xs">
            <EligibilityBadge status={profile.eligibilityStatus} />
          </Group>
          <InstitutionText institution={profile.institution} size="md" logoSize={24}>
            {t('saved.studying', { programme: profile.programme, institution: institutionLabel(profile, t) })}
          </InstitutionText>
          <Text size="sm" c="dimmed">
            {[
              t(`common:options.educationLevel.${profile.educationLevel}`, { defaultValue: profile.educationLevel }),
              profile.faculty,
              t('saved.graduation', { year: profile.graduationYear }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor>
            {phoneNumber ? ` · ${phoneNumber}` : ''}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

export function CandidatePage({
  id,
  headerAction,
  children,
  backTo = '/company/candidates',
  backLabel,
}: {
  id: string;
  /** Where "back" leads: the company's candidates, or the admin portal's list. */
  backTo?: string;
  backLabel?: string;
  headerAction(profile: CandidateProfile): ReactNode;
  children(profile: CandidateProfile): ReactNode;
}) {
  const { t } = useTranslation('candidates');
  const profile = useCandidateProfile(id);

  if (profile.isError && profile.error instanceof ApiError && [400, 404].includes(profile.error.status)) {
    return <NotFound backTo={backTo} />;
  }
  const back = (
    <Anchor component={PageLink} to={backTo} size="sm">
      ← {backLabel ?? t('profile.back')}
    </Anchor>
  );
  if (profile.isPending)
    return (
      <Stack maw={1000} gap="lg">
        {back}
        <Skeleton height={140} />
        <Skeleton height={240} />
      </Stack>
    );
  if (profile.isError)
    return (
      <Stack maw={1000} gap="lg">
        {back}
        <Alert color="red" role="alert" title={t('profile.error')}>
          <Button variant="light" color="red" onClick={() => profile.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  return (
    <Stack maw={1000} gap="lg">
      {back}
      <ProfileHeader profile={profile.data} action={headerAction(profile.data)} />
      {children(profile.data)}
      <ProfileSections profile={profile.data} />
    </Stack>
  );
}
