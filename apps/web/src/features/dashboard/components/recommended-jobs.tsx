// The candidate dashboard's recommended jobs: each with its company's logo, its position, where
// and how it is done, and until when it is open; or, without any, the way to better ones.
import { companyNameIn } from '@fis/shared/company-name';
import type { CandidateStatistics } from '@fis/shared/statistics-schemas';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/ui/avatars';
import { ConvertedCompanyName, PositionLink } from '../../../components/ui/converted-text';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from './panel';

export function RecommendedJobs({ jobs }: { jobs: CandidateStatistics['recommendedJobs'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (jobs.length === 0) {
    return (
      <EmptyState
        text={t('candidate.recommended.empty')}
        hint={t('candidate.recommended.emptyHint')}
        action={
          <Button component={Link} to="/candidate/profile" variant="light" size="xs">
            {t('candidate.recommended.addSkills')}
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {jobs.map((job) => (
        <Card key={job.id} withBorder padding="md">
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
                {t('candidate.recommended.expires', { date: formatDate(job.expiresOn, i18n.language) })}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
