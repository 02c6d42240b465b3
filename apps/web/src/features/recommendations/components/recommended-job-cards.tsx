// Recommended jobs as cards (docs/decisions/027): the company's logo, the position, where and how
// it is done and until when, why it matches, and "Not interested" (asked first: it is for good).
// The dashboard gives the jobs it loaded; the job list's section loads its own.
import { companyNameIn } from '@fis/shared/company-name';
import type { RecommendedJob } from '@fis/shared/match-schemas';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/avatars';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ConvertedCompanyName, PositionLink } from '../../../components/ui/converted-text';
import { EmptyState } from '../../../components/ui/list-states';
import { MatchReasons } from '../../../components/ui/match-reasons';
import { PageLink } from '../../../components/ui/page-link';
import { formatDate } from '../../../lib/dates';
import { useNotifyFailure } from '../../../lib/notify';
import { useDismissRecommendation } from '../api/recommended-jobs';

export function RecommendedJobCards({ items, onDismissed }: { items: RecommendedJob[]; onDismissed?: () => void }) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dismiss = useDismissRecommendation();
  const failed = useNotifyFailure();
  const [asking, setAsking] = useState<RecommendedJob['job'] | null>(null);

  if (items.length === 0) {
    return (
      <EmptyState
        title={t('jobs.empty')}
        hint={t('jobs.emptyHint')}
        action={
          <Button component={PageLink} to="/candidate/profile" variant="light" size="xs">
            {t('jobs.addSkills')}
          </Button>
        }
      />
    );
  }
  const confirm = () => {
    if (!asking) return;
    dismiss.mutate(asking.id, {
      onSuccess: () => {
        setAsking(null);
        notifications.show({ message: t('jobs.dismissed') });
        onDismissed?.();
      },
      onError: failed,
    });
  };
  return (
    <>
      <ColumnsGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map(({ job, match, recommendedByOffice }) => (
          <Card key={job.id} withBorder padding="md" data-testid="recommended-job">
            <Stack gap="sm" h="100%">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <CompanyLogo name={companyNameIn(job.company, language)} logoUrl={job.company.logoUrl} size={40} />
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <PositionLink job={job} to={`/candidate/job-detail/${job.id}`} fw={600} lineClamp={2} />
                  <ConvertedCompanyName company={job.company}>
                    {(text, lang) => (
                      <Text size="sm" lineClamp={1} lang={lang}>
                        {text}
                      </Text>
                    )}
                  </ConvertedCompanyName>
                  <Text size="xs" c="dimmed">
                    {t(`common:options.jobCity.${job.city}`)} · {t(`common:options.jobMode.${job.jobMode}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('jobs.expires', { date: formatDate(job.expiresOn, i18n.language) })}
                  </Text>
                </Stack>
              </Group>
              <MatchReasons match={match} recommendedByOffice={recommendedByOffice} />
              <Group justify="flex-end" mt="auto">
                <Button
                  variant="subtle"
                  color="gray"
                  size="xs"
                  aria-label={t('jobs.notInterestedLabel', { position: job.positionName })}
                  onClick={() => setAsking(job)}
                >
                  {t('jobs.notInterested')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </ColumnsGrid>
      <ConfirmDialog
        opened={asking !== null}
        title={t('jobs.confirmTitle', { position: asking?.positionName ?? '' })}
        body={t('jobs.confirmBody')}
        confirmLabel={t('jobs.notInterested')}
        busy={dismiss.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
