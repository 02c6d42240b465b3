// The office's picks with their outcome (docs/decisions/028): the Recommendations page's list and a
// company's page in the portal; OutcomeBadge also marks each live pick while the office chooses.
import { companyNameIn } from '@fis/shared/company-name';
import type { OfficePick, RecommendationOutcome } from '@fis/shared/office-recommendation-schemas';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { PageLink } from '../../../components/ui/page-link';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';

const OUTCOME_COLOUR: Record<RecommendationOutcome, string> = { recommended: 'gray', applied: 'blue', hired: 'green' };

export function OutcomeBadge({ pick }: { pick: OfficePick }) {
  const { t } = useTranslation('officeRecommendations');
  return (
    <Group gap={4}>
      <Badge color={OUTCOME_COLOUR[pick.outcome]} variant="light" tt="none">
        {t(`outcome.${pick.outcome}`)}
      </Badge>
      {pick.withdrawnAt ? (
        <Badge color="orange" variant="light" tt="none">
          {t('pick.withdrawn')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Picks as a table: the candidate, the job and its company, when and by whom, the outcome. */
export function PicksTable({ picks }: { picks: OfficePick[] }) {
  const { t, i18n } = useTranslation('officeRecommendations');
  const dates = useDates();
  return (
    <DataTable
      rows={picks}
      rowKey={(pick) => pick.id}
      minWidth={860}
      columns={[
        {
          key: 'candidate',
          header: t('pick.candidate'),
          cell: (pick) => (
            <Anchor
              component={PageLink}
              to={`/admin-portal/candidates/${pick.candidateId}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {applicantName({ englishName: pick.candidateName, chineseName: pick.candidateChineseName })}
            </Anchor>
          ),
        },
        {
          key: 'job',
          header: t('pick.job'),
          cell: (pick) => (
            <Stack gap={0}>
              <Anchor
                component={PageLink}
                to={`/admin-portal/jobs/${pick.jobId}/edit`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {pick.positionName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {companyNameIn({ name: pick.companyName, nameZh: pick.companyNameZh }, i18n.language)}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'recommended',
          header: t('pick.recommended'),
          cell: (pick) => (
            <Text size="sm">
              {t('pick.by', {
                date: dates.date(pick.recommendedAt),
                admin: pick.recommendedBy ?? t('pick.formerAdmin'),
              })}
            </Text>
          ),
        },
        { key: 'outcome', header: t('pick.outcome'), cell: (pick) => <OutcomeBadge pick={pick} /> },
      ]}
    />
  );
}
