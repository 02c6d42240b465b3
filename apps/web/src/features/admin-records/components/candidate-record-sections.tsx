// What the scheme office reads on a candidate's page besides the profile (which the route file
// takes from candidate-view): the account, their applications to any company, their messages with
// the office, the eligibility rules for each region and the audit trail; and the link to edit the profile.
import type { RegionEligibility } from '@fis/shared/eligibility-declaration-schemas';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { JobCompanyName, PositionLink } from '../../../components/ui/converted-text';
import { EligibilityRuleList, EligibilityStateBadge } from '../../../components/ui/eligibility-rules';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { OfficeStageBadge } from '../../../components/ui/stage-badge';
import { useDates } from '../../../lib/dates';
import { useCandidateRecord } from '../api/get-candidate-record';
import { AuditTrail, OfficeMessages } from './record-trail';

export function EditCandidateProfileLink({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation('adminRecords');
  return (
    <Button component={PageLink} to={`/admin-portal/candidates/${candidateId}/edit`} variant="light">
      {t('candidate.edit')}
    </Button>
  );
}

/** The company-independent rules for each region's positions (docs/decisions/026). */
function EligibilityRulesSection({ rules }: { rules: RegionEligibility }) {
  const { t } = useTranslation('eligibilityRules');
  return (
    <ContentSection title={t('record.title')}>
      <ColumnsGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {(['HongKong', 'GBA'] as const).map((region) => (
          <Stack key={region} gap="xs" component="section" aria-labelledby={`rules-${region}`}>
            <Group gap="xs">
              <Title order={3} size="h5" id={`rules-${region}`}>
                {t(`record.${region}`)}
              </Title>
              <EligibilityStateBadge state={rules[region].overall} />
            </Group>
            <EligibilityRuleList rules={rules[region].rules} labelledBy={`rules-${region}`} />
          </Stack>
        ))}
      </ColumnsGrid>
    </ContentSection>
  );
}

export function CandidateRecordSections({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation('adminRecords');
  const { date } = useDates();
  const record = useCandidateRecord(candidateId);
  if (record.isPending) return <Skeleton height={240} />;
  if (record.isError) return <LoadError message={t('candidate.loadError')} onRetry={() => record.refetch()} />;
  const { applications, messages, audit } = record.data;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('candidate.registered', { date: date(record.data.registeredAt) })}
      </Text>
      <ContentSection title={t('candidate.applications')}>
        {applications.length === 0 ? (
          <SectionEmpty>{t('candidate.noApplications')}</SectionEmpty>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('candidate.job')}</Table.Th>
                  <Table.Th>{t('candidate.company')}</Table.Th>
                  <Table.Th>{t('candidate.stage')}</Table.Th>
                  <Table.Th>{t('candidate.applied')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {applications.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <PositionLink job={a} to={`/admin-portal/jobs/${a.jobId}/edit`} />
                    </Table.Td>
                    <Table.Td>
                      <JobCompanyName job={a}>
                        {(name, lang) => (
                          <Anchor component={PageLink} to={`/admin-portal/companies/${a.companyId}`} lang={lang}>
                            {name}
                          </Anchor>
                        )}
                      </JobCompanyName>
                    </Table.Td>
                    <Table.Td>
                      <OfficeStageBadge stage={a.stage} />
                    </Table.Td>
                    <Table.Td>{date(a.appliedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ContentSection>
      {record.data.eligibilityRules && <EligibilityRulesSection rules={record.data.eligibilityRules} />}
      <OfficeMessages messages={messages} />
      <AuditTrail entries={audit} />
    </Stack>
  );
}
