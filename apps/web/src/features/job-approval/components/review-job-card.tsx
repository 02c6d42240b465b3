// One job as the admin reviews it: everything the company entered, and the decisions.
import { type AdminJob, canChangeJobStatus } from '@fis/shared/company-job-schemas';
import { ApprovalStatus, JobStatus } from '@fis/shared/enums';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/ui/avatars';
import { amountFormat, useDates } from '../../../lib/dates';
import type { JobDecision } from '../api/review-job';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

export function ReviewJobCard({ job, onDecide }: { job: AdminJob; onDecide: (decision: JobDecision) => void }) {
  const { t, i18n } = useTranslation('jobs');
  const { day, dateTime } = useDates();
  const salary =
    job.salary === null
      ? t('detail.salaryNotStated')
      : `${t(`common:options.currency.${job.currency}`)} ${amountFormat(i18n.language).format(job.salary)} ${t(`common:options.payFrequency.${job.payFrequency}`)}`;
  const label = `${job.positionName} (${job.companyName})`;
  return (
    <Card withBorder radius="md" p="lg" component="article" aria-label={label}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            <CompanyLogo name={job.companyName} logoUrl={job.companyLogoUrl} size={44} />
            <Stack gap={2} miw={0}>
              <Title order={3} size="h4">
                {job.positionName}
              </Title>
              <Text size="sm" c="dimmed">
                {/* Underlined: in grey text, the link's colour alone would not tell it apart. */}
                <Anchor
                  component={Link}
                  to={`/admin-portal/companies/${job.companyId}/profile`}
                  inherit
                  underline="always"
                >
                  {job.companyName}
                </Anchor>{' '}
                · {t('review.submitted', { date: dateTime(job.updatedAt) })}
              </Text>
            </Stack>
          </Group>
          <Badge variant="light">{t(`common:options.jobStatus.${job.status}`)}</Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('fields.jobFunction')}>{t(`common:options.jobFunction.${job.jobFunction}`)}</Fact>
          <Fact label={t('fields.jobMode')}>{t(`common:options.jobMode.${job.jobMode}`)}</Fact>
          <Fact label={t('fields.contractType')}>{t(`common:options.contractType.${job.contractType}`)}</Fact>
          <Fact label={t('fields.location')}>
            {t(`common:options.region.${job.location}`)} · {t(`common:options.jobCity.${job.city}`)}
          </Fact>
          <Fact label={t('fields.salary')}>{salary}</Fact>
          <Fact label={t('fields.expiresOn')}>{job.expiresOn}</Fact>
          <Fact label={t('fields.skills')}>{job.skills.length > 0 ? job.skills.join(', ') : '—'}</Fact>
          <Fact label={t('fields.postedAt')}>{day(job.postedAt)}</Fact>
        </SimpleGrid>
        {job.approvalStatus === ApprovalStatus.REJECTED ? (
          <Fact label={t('review.rejectedReason')}>
            <Text component="span" inherit style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {job.reviewReason ?? t('review.noReason')}
            </Text>
          </Fact>
        ) : null}
        <Spoiler maxHeight={140} showLabel={t('review.more')} hideLabel={t('review.less')}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('fields.description')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {job.description}
            </Text>
            <Text size="sm" fw={600}>
              {t('fields.requirements')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {job.requirements}
            </Text>
          </Stack>
        </Spoiler>
        <Group gap="xs">
          {job.approvalStatus === ApprovalStatus.PENDING ? (
            <>
              <Button
                size="xs"
                onClick={() => onDecide('approve')}
                aria-label={`${t('common:actions.approve')} ${label}`}
              >
                {t('common:actions.approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => onDecide('reject')}
                aria-label={`${t('common:actions.reject')} ${label}`}
              >
                {t('common:actions.reject')}
              </Button>
            </>
          ) : null}
          {canChangeJobStatus(job.status, JobStatus.CLOSED) ? (
            <Button size="xs" variant="default" onClick={() => onDecide('close')}>
              {t('review.close')}
            </Button>
          ) : null}
          <Button size="xs" color="red" variant="subtle" onClick={() => onDecide('delete')}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
