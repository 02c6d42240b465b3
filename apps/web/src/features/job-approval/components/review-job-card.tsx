// One job as the admin reviews it: everything the company entered, how long a waiting one has
// waited and whether that is past due (decision 051), and the decisions.
import type { AdminJob } from '@fis/shared/company-job-schemas';
import { ApprovalStatus } from '@fis/shared/enums';
import { JobStatus } from '@fis/shared/job-enums';
import { canChangeJobStatus } from '@fis/shared/job-status-schemas';
import { Anchor, Badge, Button, Card, Checkbox, Group, Menu, Spoiler, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AssigneeSelect } from '../../../components/ui/assignee-select';
import { CompanyLogo } from '../../../components/ui/avatars';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { PageLink } from '../../../components/ui/page-link';
import { QueueWait } from '../../../components/ui/queue-wait';
import { useDates } from '../../../lib/dates';
import { formatAudience, formatLocation, formatSalary } from '../../../lib/job-format';
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

export function ReviewJobCard({
  job,
  onDecide,
  focusRef,
  selected,
  onSelect,
}: {
  job: AdminJob;
  /** Ticked for a decision on many at once; undefined where the tab offers none. */
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  onDecide: (decision: JobDecision) => void;
  /** The card takes focus when the job before it leaves the queue. */
  focusRef?: (element: HTMLElement | null) => void;
}) {
  const { t, i18n } = useTranslation('jobs');
  const { date, dateTime } = useDates();
  const label = `${job.positionName} (${job.companyName})`;
  return (
    <Card withBorder radius="md" p="lg" component="article" aria-label={label} ref={focusRef} tabIndex={-1}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            {onSelect ? (
              <Checkbox
                mt={4}
                checked={selected ?? false}
                onChange={(event) => onSelect(event.currentTarget.checked)}
                aria-label={t('bulk.select', { name: label })}
              />
            ) : null}
            <CompanyLogo name={job.companyName} logoUrl={job.companyLogoUrl} size={44} />
            <Stack gap={2} miw={0}>
              <Title order={3} size="h4">
                {job.positionName}
              </Title>
              <Text size="sm" c="dimmed">
                {/* Underlined: in grey text, the link's colour alone would not tell it apart. */}
                <Anchor
                  component={PageLink}
                  to={`/admin-portal/companies/${job.companyId}/profile`}
                  inherit
                  underline="always"
                >
                  {job.companyName}
                </Anchor>
                {/* A waiting job says how long it has waited, below. */}
                {job.waitingSince ? null : <> · {t('review.submitted', { date: dateTime(job.updatedAt) })}</>}
              </Text>
            </Stack>
          </Group>
          <Badge variant="light">{t(`common:options.jobStatus.${job.status}`)}</Badge>
        </Group>
        <QueueWait wait={job} label={t('review.waitingSince')} />
        <ColumnsGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('fields.jobFunction')}>{t(`common:options.jobFunction.${job.jobFunction}`)}</Fact>
          <Fact label={t('fields.jobMode')}>{t(`common:options.jobMode.${job.jobMode}`)}</Fact>
          <Fact label={t('fields.contractType')}>{t(`common:options.contractType.${job.contractType}`)}</Fact>
          <Fact label={t('fields.location')}>{formatLocation(job, t)}</Fact>
          <Fact label={t('fields.salary')}>{formatSalary(job, t, i18n.language)}</Fact>
          <Fact label={t('fields.expiresOn')}>{date(job.expiresOn)}</Fact>
          <Fact label={t('fields.skills')}>{job.skills.length > 0 ? job.skills.join(', ') : '—'}</Fact>
          <Fact label={t('fields.postedAt')}>{job.postedAt ? date(job.postedAt) : '—'}</Fact>
          <Fact label={t('fields.audience')}>{formatAudience(job, t, i18n.language) ?? t('detail.audienceOpen')}</Fact>
        </ColumnsGrid>
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
        <AssigneeSelect subjectType="job" subjectId={job.id} assignee={job.assignee} itemName={label} />
        {/* One decision to make, with its alternative beside it; closing and deleting in a menu. */}
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" aria-label={`${t('common:nav.moreActions')}: ${label}`}>
                {t('common:nav.moreActions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {canChangeJobStatus(job.status, JobStatus.CLOSED) ? (
                <Menu.Item onClick={() => onDecide('close')}>{t('review.close')}</Menu.Item>
              ) : null}
              <Menu.Item color="red.9" onClick={() => onDecide('delete')}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Card>
  );
}
