// One job's applicants as a table: a box to tick each (and all: in the header row, above the
// cards on a phone), name (to the candidate's page), institution, programme, stage, application
// date, the actions the stage table allows (Offer disabled while no funded place is left, described
// by the note that says why) and "Write a message".
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { institutionLabel } from '@fis/shared/institution-label';
import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { InstitutionText } from '../../../components/ui/institution-logo';
import { PageLink } from '../../../components/ui/page-link';
import { RelativeTime } from '../../../components/ui/relative-time';
import { CompanyStageBadge } from '../../../components/ui/stage-badge';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import type { useSelection } from '../../../lib/use-selection';
import { actionsOf, type CompanyAction } from '../utils/stage-actions';
import type { MessageLinkSlot } from './application-details';

export function JobCandidatesTable({
  rows,
  selection,
  onView,
  onAction,
  messageLink,
  offerBlockedBy,
}: {
  rows: CompanyApplicant[];
  selection: ReturnType<typeof useSelection<CompanyApplicant>>;
  onView(row: CompanyApplicant): void;
  onAction(action: CompanyAction, row: CompanyApplicant): void;
  /** "Write a message" to the applicant, about the job (from the route file). */
  messageLink: MessageLinkSlot;
  /** The id of the note saying why no offer can be made now; Offer is then disabled. */
  offerBlockedBy?: string | undefined;
}) {
  const { t } = useTranslation('applications');
  const { date } = useDates();
  const selectAll = {
    checked: selection.allSelected,
    indeterminate: selection.someSelected,
    onChange: (e: ChangeEvent<HTMLInputElement>) => selection.toggleAll(e.currentTarget.checked),
  };
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={1060}
      columns={[
        {
          key: 'select',
          header: <Checkbox aria-label={t('actions.selectAll')} {...selectAll} />,
          cardHeader: <Checkbox label={t('actions.selectAll')} {...selectAll} />,
          headerProps: { w: 40 },
          cell: (row) => (
            <Checkbox
              aria-label={t('actions.select', { name: applicantName(row.candidate) })}
              checked={selection.isSelected(row)}
              onChange={(e) => selection.toggle(row, e.currentTarget.checked)}
            />
          ),
        },
        {
          key: 'name',
          header: t('candidates.name'),
          cell: (row) => (
            <Stack gap={4} align="flex-start">
              <Anchor component={PageLink} to={`/company/candidate/${row.candidate.id}`} fw={600}>
                {applicantName(row.candidate)}
              </Anchor>
              <EligibilityBadge status={row.candidate.eligibilityStatus} />
            </Stack>
          ),
        },
        {
          key: 'institution',
          header: t('candidates.institution'),
          cell: (row) => (
            <InstitutionText institution={row.candidate.institution}>
              {institutionLabel(row.candidate, t)}
            </InstitutionText>
          ),
        },
        { key: 'programme', header: t('candidates.programme'), cell: (row) => row.candidate.programme },
        { key: 'stage', header: t('candidates.stage'), cell: (row) => <CompanyStageBadge stage={row.stage} /> },
        {
          key: 'changedAt',
          header: t('candidates:profile.changedAt'),
          cell: (row) => <RelativeTime iso={row.stageChangedAt} size="sm" c={undefined} />,
        },
        { key: 'appliedAt', header: t('candidates.appliedAt'), cell: (row) => date(row.appliedAt) },
        {
          key: 'actions',
          header: t('candidates.actions'),
          cell: (row) => {
            const name = applicantName(row.candidate);
            return (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('actions.actionLabel', { action: t('actions.view'), name })}
                  onClick={() => onView(row)}
                >
                  {t('actions.view')}
                </Button>
                {actionsOf(row.stage).map((action) => (
                  <Button
                    key={action}
                    size="xs"
                    variant={action === 'reject' ? 'subtle' : 'default'}
                    color={action === 'reject' ? 'red' : undefined}
                    aria-label={t('actions.actionLabel', { action: t(`actions.${action}`), name })}
                    disabled={action === 'offer' && offerBlockedBy !== undefined}
                    aria-describedby={action === 'offer' ? offerBlockedBy : undefined}
                    onClick={() => onAction(action, row)}
                  >
                    {t(`actions.${action}`)}
                  </Button>
                ))}
                {messageLink({ email: row.candidate.email, name, subject: row.job.positionName })}
              </Group>
            );
          },
        },
      ]}
    />
  );
}
