// /company/candidate/:id: an applicant's profile, read-only (who they are, about, skills,
// education, experience, documents: each opening is audited by the API), the bookmark toggle, and
// their applications to the company, each opening in the application drawer. A candidate who
// never applied to the company is "not found", as the API answers.

import type { CandidateProfile } from '@fis/shared/candidate-profile-schemas';
import { institutionLabel } from '@fis/shared/institution-label';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EducationEntryText, ExperienceEntryText } from '../../../components/profile-entries';
import { LoadError } from '../../../components/ui/list-states';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { ApiError, downloadFile } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { useCandidateProfile } from '../api/get-candidate-profile';
import { useCandidateHistory } from '../api/get-company-candidates';
import { CandidateBookmarkToggle } from './candidate-bookmark-toggle';
import { CompanyApplicationDrawer } from './company-application-drawer';
import { useNotifyFailure } from './form-helpers';
import { applicantName } from './format';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** A skill as long as the candidate wrote it: on several lines rather than cut off on a phone. */
const WRAPPING_BADGE = {
  root: { height: 'auto', minWidth: 0, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

function DocumentLink({ media, label }: { media: UploadedMedia; label: string }) {
  const { t } = useTranslation('candidates');
  const notifyFailure = useNotifyFailure();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        {label}:
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-label={t('profile.openDocument', { label, name: media.originalName })}
        onClick={() => downloadFile(media.url).catch(notifyFailure)}
        style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        {media.originalName}
      </Anchor>
    </Group>
  );
}

function ProfileSections({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('candidates');
  const hasDocuments = profile.resume || profile.transcript || profile.attachments.length > 0;

  return (
    <>
      <Section title={t('profile.about')}>
        {profile.selfIntroduction ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.selfIntroduction}
          </Text>
        ) : (
          <Empty>{t('profile.noAbout')}</Empty>
        )}
        <Title order={3} size="h5">
          {t('profile.skills')}
        </Title>
        {profile.skills.length > 0 ? (
          <Group gap={6}>
            {profile.skills.map((skill) => (
              <Badge key={skill} variant="outline" color="gray" tt="none" styles={WRAPPING_BADGE}>
                {skill}
              </Badge>
            ))}
          </Group>
        ) : (
          <Empty>{t('profile.noSkills')}</Empty>
        )}
      </Section>

      <Section title={t('profile.education')}>
        {profile.education.length === 0 ? (
          <Empty>{t('profile.noEducation')}</Empty>
        ) : (
          profile.education.map((entry) => (
            <Stack key={entry.id} gap={2}>
              <EducationEntryText entry={entry} />
            </Stack>
          ))
        )}
      </Section>

      <Section title={t('profile.experience')}>
        {profile.experience.length === 0 ? (
          <Empty>{t('profile.noExperience')}</Empty>
        ) : (
          profile.experience.map((entry) => (
            <Stack key={entry.id} gap={2}>
              <ExperienceEntryText entry={entry} />
            </Stack>
          ))
        )}
      </Section>

      <Section title={t('profile.documents')}>
        <Text size="xs" c="dimmed">
          {t('profile.documentsNote')}
        </Text>
        {hasDocuments ? (
          <Stack gap="xs">
            {profile.resume ? <DocumentLink media={profile.resume} label={t('profile.resume')} /> : null}
            {profile.transcript ? <DocumentLink media={profile.transcript} label={t('profile.transcript')} /> : null}
            {profile.attachments.map((attachment) => (
              <DocumentLink key={attachment.id} media={attachment.media} label={attachment.title} />
            ))}
          </Stack>
        ) : (
          <Empty>{t('profile.noDocuments')}</Empty>
        )}
      </Section>
    </>
  );
}

function ApplicationHistory({ candidateId, onOpen }: { candidateId: string; onOpen(id: string): void }) {
  const { t } = useTranslation('candidates');
  const history = useCandidateHistory(candidateId);
  const phone = useMediaQuery('(max-width: 48em)');
  const rows = history.data?.items ?? [];

  let body: React.ReactNode;
  if (history.isPending) body = <Skeleton height={120} />;
  else if (history.isError) body = <LoadError message={t('profile.historyError')} onRetry={() => history.refetch()} />;
  else if (rows.length === 0) body = <Empty>{t('profile.historyEmpty')}</Empty>;
  else if (phone)
    body = (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="sm">
            <Stack gap={6}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.job.positionName}
              </Text>
              <Group gap="xs" justify="space-between">
                <CompanyStageBadge stage={row.stage} />
                <Text size="sm" c="dimmed">
                  {t('list.appliedOn', { date: formatDay(row.appliedAt) })}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="light"
                aria-label={t('profile.openLabel', { position: row.job.positionName })}
                onClick={() => onOpen(row.id)}
              >
                {t('list.open')}
              </Button>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.job')}</Table.Th>
              <Table.Th>{t('list.stage')}</Table.Th>
              <Table.Th>{t('list.appliedAt')}</Table.Th>
              <Table.Th>{t('profile.changedAt')}</Table.Th>
              <Table.Th>{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td fw={600}>{row.job.positionName}</Table.Td>
                <Table.Td>
                  <CompanyStageBadge stage={row.stage} />
                </Table.Td>
                <Table.Td>{formatDay(row.appliedAt)}</Table.Td>
                <Table.Td>{formatDay(row.stageChangedAt)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t('profile.openLabel', { position: row.job.positionName })}
                    onClick={() => onOpen(row.id)}
                  >
                    {t('list.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return <Section title={t('profile.history')}>{body}</Section>;
}

export function CandidatePage() {
  const { t } = useTranslation('candidates');
  const { id = '' } = useParams();
  const profile = useCandidateProfile(id);
  const history = useCandidateHistory(id);
  const [viewing, setViewing] = useState<string | null>(null);

  if (profile.isError && profile.error instanceof ApiError && [400, 404].includes(profile.error.status)) {
    return (
      <Container size="sm" py={60}>
        <Stack align="center" ta="center">
          <Title order={1}>{t('common:notFound.title')}</Title>
          <Text c="dimmed">{t('common:notFound.body')}</Text>
          <Button component={Link} to="/company/candidates">
            {t('profile.back')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const back = (
    <Anchor component={Link} to="/company/candidates" size="sm">
      ← {t('profile.back')}
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

  const data = profile.data;
  const name = applicantName(data);
  const institution = institutionLabel(data, t);
  const bookmarked = history.data?.items[0]?.bookmarked;
  const phoneNumber = [data.phonePrefix, data.phoneNumber].filter(Boolean).join(' ');

  return (
    <Stack maw={1000} gap="lg">
      {back}
      <Card withBorder radius="md" padding="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={data.avatar?.url ?? null} alt="" radius="xl" size="xl" name={data.englishName} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {data.englishName}
                {data.chineseName ? ` ${data.chineseName}` : ''}
              </Title>
              {bookmarked === undefined ? null : (
                <CandidateBookmarkToggle candidateId={data.userId} name={name} bookmarked={bookmarked} size="xl" />
              )}
            </Group>
            <Text>{t('saved.studying', { programme: data.programme, institution })}</Text>
            <Text size="sm" c="dimmed">
              {[
                t(`common:options.educationLevel.${data.educationLevel}`, { defaultValue: data.educationLevel }),
                data.faculty,
                t('saved.graduation', { year: data.graduationYear }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>
              {phoneNumber ? ` · ${phoneNumber}` : ''}
            </Text>
          </Stack>
        </Group>
      </Card>
      <ApplicationHistory candidateId={data.userId} onOpen={setViewing} />
      <ProfileSections profile={data} />
      <CompanyApplicationDrawer id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
