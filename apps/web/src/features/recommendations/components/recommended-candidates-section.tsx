// The company's recommended candidates (docs/decisions/027): for each open job, the candidates who
// have not applied, the scheme office's picks first (marked), each with why they match and the
// invitation to apply. Each job's section says how many it holds, and the first with candidates
// is open from the start (decision 033).
import { institutionLabel } from '@fis/shared/institution-label';
import type { RecommendedCandidate } from '@fis/shared/match-schemas';
import { Accordion, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/ui/avatars';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { MatchReasons } from '../../../components/ui/match-reasons';
import { Skeleton } from '../../../components/ui/skeleton';
import { applicantName } from '../../../lib/applicant-name';
import { useOpenJobs, useRecommendedCandidates, useRecommendedCandidatesOf } from '../api/recommended-candidates';
import { InviteDialog } from './invite-dialog';

export function RecommendedCandidatesSection() {
  const { t } = useTranslation('matching');
  const jobs = useOpenJobs();
  let body: React.ReactNode;
  if (jobs.isPending) body = <Skeleton height={120} />;
  else if (jobs.isError) body = <LoadError message={t('candidates.loadError')} onRetry={() => jobs.refetch()} />;
  else if (jobs.data.items.length === 0) body = <EmptyState title={t('candidates.noOpenJobs')} />;
  else body = <JobSections jobs={jobs.data.items} />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="recommended-candidates-title">
      <Title order={2} size="h3" id="recommended-candidates-title">
        {t('candidates.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('candidates.intro')}
      </Text>
      {body}
    </Stack>
  );
}

/**
 * One section per open job, each saying how many candidates it holds; the first job with
 * candidates is open until the reader opens or closes one themselves.
 */
function JobSections({ jobs }: { jobs: readonly { id: string; positionName: string }[] }) {
  const { t } = useTranslation('matching');
  const lists = useRecommendedCandidatesOf(jobs.map((job) => job.id));
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const countOf = (index: number) => lists[index]?.data?.items.length;
  // Known once every list before it has answered, so that the first with candidates is opened, not the quickest.
  const firstWithCandidates = () => {
    for (const [index, job] of jobs.entries()) {
      const count = countOf(index);
      if (count === undefined && lists[index]?.isPending) return null;
      if (count) return job.id;
    }
    return null;
  };
  const first = firstWithCandidates();
  // Once found, the first job with candidates stays open as the reader's own choice would: a list
  // answering again later must not close the panel (and a dialog opened from it) under the reader.
  useEffect(() => {
    if (chosen === undefined && first !== null) setChosen(first);
  }, [chosen, first]);
  const opened = chosen === undefined ? first : chosen;
  return (
    // Not kept mounted: Mantine would wrap each panel in an <Activity>, which hydrates after the page,
    // and the open panel would then ask again for the list its loader delivered (lib/first-data.ts).
    <Accordion variant="separated" value={opened} onChange={setChosen} keepMounted={false}>
      {jobs.map((job, index) => {
        const count = countOf(index);
        return (
          <Accordion.Item key={job.id} value={job.id}>
            <Accordion.Control>
              {t('candidates.forJob', { position: job.positionName })}{' '}
              {count === undefined ? null : (
                <Badge
                  component="span"
                  ml="sm"
                  variant={count > 0 ? 'filled' : 'light'}
                  color={count > 0 ? undefined : 'gray'}
                >
                  {t('candidates.count', { count })}
                </Badge>
              )}
            </Accordion.Control>
            <Accordion.Panel>
              {/* Only the open job's: a closed panel's content stays in the page, hidden. */}
              {opened === job.id && <JobCandidates jobId={job.id} position={job.positionName} />}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

function JobCandidates({ jobId, position }: { jobId: string; position: string }) {
  const { t } = useTranslation('matching');
  const query = useRecommendedCandidates(jobId);
  const [inviting, setInviting] = useState<{ id: string; name: string } | null>(null);
  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <LoadError message={t('candidates.loadError')} onRetry={() => query.refetch()} />;
  if (query.data.items.length === 0) return <Text c="dimmed">{t('candidates.empty')}</Text>;
  return (
    <>
      <ColumnsGrid cols={{ base: 1, md: 2 }}>
        {query.data.items.map((row) => (
          <CandidateCard key={row.candidate.id} row={row} onInvite={setInviting} />
        ))}
      </ColumnsGrid>
      {inviting && (
        <InviteDialog jobId={jobId} position={position} candidate={inviting} onClose={() => setInviting(null)} />
      )}
    </>
  );
}

function CandidateCard({
  row,
  onInvite,
}: {
  row: RecommendedCandidate;
  onInvite: (candidate: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation('matching');
  const { candidate } = row;
  const name = applicantName(candidate);
  return (
    <Card withBorder padding="md" data-testid="recommended-candidate">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <PersonAvatar name={name} url={candidate.avatarUrl} size={40} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600}>{name}</Text>
            <Text size="sm">{institutionLabel(candidate, t)}</Text>
            <Text size="xs" c="dimmed">
              {candidate.programme}
            </Text>
            <Text size="xs" c="dimmed">
              {t('candidates.graduates', {
                level: t(`common:options.educationLevel.${candidate.educationLevel}`),
                year: candidate.graduationYear,
              })}
            </Text>
          </Stack>
        </Group>
        <MatchReasons match={row.match} recommendedByOffice={row.recommendedByOffice} />
        <Group justify="flex-end" mt="auto">
          {row.invitedAt ? (
            <Badge variant="light" color="teal">
              {t('candidates.invited')}
            </Badge>
          ) : (
            <Button
              size="xs"
              aria-label={t('candidates.inviteLabel', { name })}
              onClick={() => onInvite({ id: candidate.id, name })}
            >
              {t('candidates.invite')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
