// /admin-portal/eligibility/:id: the office checks one candidate's scans (decision 055). The scans
// are drawn in the page by the viewer the route file passes in; beside them, what the profile
// says, what the candidate's institution confirmed (decision 061), and each rule to bear out,
// ticked by the officer and recorded with the decision; the rules the institution confirmed start
// ticked. A decision leads back to the queue.
import type { CheckedRule, EligibilityCandidate } from '@fis/shared/eligibility-schemas';
import { EligibilityStatus } from '@fis/shared/enums';
import { institutionLabel } from '@fis/shared/institution-label';
import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AssigneeSelect } from '../../../components/ui/assignee-select';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { QueueWait } from '../../../components/ui/queue-wait';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { applicantName } from '../../../lib/applicant-name';
import { useErrorText } from '../../../lib/form-errors';
import { useLabel } from '../../../lib/i18n';
import { useEligibilityCheck } from '../api/eligibility-check';
import { DecisionSoFar } from './decision-so-far';
import { EligibilityDecisionActions } from './eligibility-decision-actions';
import { InstitutionConfirmation, rulesConfirmedBy } from './institution-confirmation';
import { RuleChecklist } from './rule-checklist';

/** A scan as the viewer takes it (the document-viewer feature's ViewedDocument). */
export interface CheckedDocument {
  key: string;
  label: string;
  fileName: string;
  mimeType: string;
  viewUrl: string;
  downloadUrl: string;
}

const QUEUE = '/admin-portal/eligibility';

export function EligibilityCheckPage({
  id,
  viewer,
  notFound,
}: {
  id: string;
  /** Draws the scans (the document-viewer feature, from the route file). */
  viewer: (documents: CheckedDocument[]) => ReactNode;
  notFound: ReactNode;
}) {
  const { t } = useTranslation('eligibility');
  const errorText = useErrorText();
  const query = useEligibilityCheck(id);

  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" maw={1400}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={480} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return notFound;
    return <LoadError message={t('check.loadError')} detail={errorText(query.error)} onRetry={() => query.refetch()} />;
  }
  const { candidate, profile, rules } = query.data;
  const documents: CheckedDocument[] = [];
  for (const kind of ['transcript', 'studentId'] as const) {
    const scan = candidate[kind];
    if (scan) {
      documents.push({
        key: kind,
        label: t(`queue.${kind}`),
        fileName: scan.fileName,
        mimeType: scan.mimeType,
        viewUrl: scan.viewUrl,
        downloadUrl: scan.url,
      });
    }
  }
  const missing = (['transcript', 'studentId'] as const).filter((kind) => !candidate[kind]);

  return (
    <Stack maw={1400} gap="md">
      <Anchor component={PageLink} to={QUEUE} size="sm">
        {t('check.back')}
      </Anchor>
      <CheckHeading candidate={candidate} />
      {/* The scans, then the facts and the decision: side by side from md, 7 to 5. */}
      <ColumnsGrid cols={{ base: 1, md: 'minmax(0, 7fr) minmax(0, 5fr)' }} spacing="lg" align="start">
        <Stack gap="xs" component="section" aria-label={t('queue.documents')}>
          {missing.map((kind) => (
            <Alert key={kind} color="red" variant="light">
              {t('queue.notUploaded', { document: t(`queue.${kind}`) })}
            </Alert>
          ))}
          {documents.length > 0 ? viewer(documents) : null}
        </Stack>
        <Stack gap="md">
          <ProfileFacts candidate={candidate} profile={profile} />
          {candidate.institutionConfirmation ? (
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="eligibility-institution">
              <Title order={2} size="h4" id="eligibility-institution" mb="xs">
                {t('institution.title')}
              </Title>
              <InstitutionConfirmation confirmation={candidate.institutionConfirmation} />
            </Card>
          ) : null}
          {/* Keyed by the decision and the institution's word: a new one starts from the rules they recorded. */}
          <CheckAndDecide
            key={`${candidate.eligibility.status}:${candidate.eligibility.decidedAt}:${candidate.institutionConfirmation?.confirmedAt}`}
            candidate={candidate}
            rules={rules}
          />
        </Stack>
      </ColumnsGrid>
    </Stack>
  );
}

function CheckHeading({ candidate }: { candidate: EligibilityCandidate }) {
  const { t } = useTranslation('eligibility');
  const name = applicantName(candidate);
  return (
    <Stack gap={4}>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {t('check.title', { name })}
      </Title>
      <Group gap="xs">
        <EligibilityBadge status={candidate.eligibility.status} />
        <QueueWait wait={candidate} label={t('queue.waitingSince')} />
        <Anchor component={PageLink} to={`/admin-portal/candidates/${candidate.id}`} size="sm">
          {t('check.record')}
        </Anchor>
      </Group>
      <AssigneeSelect subjectType="candidate" subjectId={candidate.id} assignee={candidate.assignee} itemName={name} />
    </Stack>
  );
}

function ProfileFacts({
  candidate,
  profile,
}: {
  candidate: EligibilityCandidate;
  profile: { residentType: number; legallyEmployable: number; studyCity: string | null };
}) {
  const { t } = useTranslation('eligibility');
  const label = useLabel();
  const facts: [string, string][] = [
    [t('check.institution'), institutionLabel(candidate, t)],
    [t('check.programme'), candidate.programme],
    [t('check.graduation'), String(candidate.graduationYear)],
    [t('check.residentType'), t(`common:options.residentType.${profile.residentType}`)],
    [t('check.legallyEmployable'), t(`common:options.legallyEmployable.${profile.legallyEmployable}`)],
  ];
  if (profile.studyCity) facts.push([t('check.studyCity'), t(`common:options.city.${profile.studyCity}`)]);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="eligibility-profile">
      <Title order={2} size="h4" id="eligibility-profile" mb="xs">
        {t('check.profileTitle')}
      </Title>
      <Stack gap={4}>
        {facts.map(([name, value]) => (
          <Text key={name} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {label(name)}
            </Text>
            {value}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

function CheckAndDecide({
  candidate,
  rules,
}: {
  candidate: EligibilityCandidate;
  rules: Parameters<typeof RuleChecklist>[0]['rules'];
}) {
  const { t } = useTranslation('eligibility');
  const navigate = useNavigate();
  const { status, checkedRules } = candidate.eligibility;
  const confirmation = candidate.institutionConfirmation;
  const confirmedRules = rulesConfirmedBy(confirmation);
  // The rules recorded with the decision, and those the institution confirmed, in the list's order.
  const [ticked, setTicked] = useState<CheckedRule[]>(
    () =>
      rules
        .map((r) => r.rule)
        .filter((rule) => checkedRules.includes(rule) || confirmedRules.includes(rule)) as CheckedRule[],
  );
  const [error, setError] = useState<string | undefined>();
  const name = applicantName(candidate);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="eligibility-check">
      <Stack gap="sm">
        <Title order={2} size="h4" id="eligibility-check">
          {t('check.decisionTitle')}
        </Title>
        <RuleChecklist
          rules={rules}
          ticked={ticked}
          confirmedBy={
            confirmation && confirmedRules.length > 0
              ? { institution: t(`common:options.institution.${confirmation.institution}`), rules: confirmedRules }
              : undefined
          }
          onChange={(next) => {
            setTicked(next);
            if (next.length === rules.length) setError(undefined);
          }}
          error={error}
        />
        <DecisionSoFar decision={candidate.eligibility} />
        <EligibilityDecisionActions
          candidateId={candidate.id}
          name={name}
          status={status}
          checkedRules={ticked}
          mayAsk={(decision) => {
            // Verifying says every rule was borne out by the scans.
            if (decision !== EligibilityStatus.VERIFIED || ticked.length === rules.length) return true;
            setError(t('check.tickAll'));
            return false;
          }}
          onDecided={() => navigate(QUEUE)}
        />
      </Stack>
    </Card>
  );
}
