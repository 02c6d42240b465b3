// One job in a list: position, company, location, posted and expiry dates, views, whether the
// candidate applied, and the save toggle.
import { companyNameIn } from '@fis/shared/company-name';
import type { JobCard as Job } from '@fis/shared/job-search-schemas';
import { formatCount } from '@fis/shared/limits';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/ui/avatars';
import { ConvertedText } from '../../../components/ui/converted-text';
import { formatDate } from '../../../lib/dates';
import { companyNameAsWritten, formatLocation, formatSalary, timeAgo } from './format';
import { SaveJobButton } from './save-job-button';

export function JobCard({ job, headingLevel = 2 }: { job: Job; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const company = companyNameIn(job.company, language);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`job-${job.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <CompanyLogo name={company} logoUrl={job.company.logoUrl} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <ConvertedText text={job.positionName} original={job.original?.positionName} markOnly>
                {(text, lang) => (
                  <Title order={headingLevel} size="h4" id={`job-${job.id}`} lang={lang}>
                    <Anchor component={Link} to={`/candidate/job-detail/${job.id}`} inherit>
                      {text}
                    </Anchor>
                  </Title>
                )}
              </ConvertedText>
              <ConvertedText text={company} original={companyNameAsWritten(job.company, language)} markOnly>
                {(text, lang) => (
                  <Anchor component={Link} to={`/candidate/company/${job.company.id}`} size="sm" c="dimmed" lang={lang}>
                    {text}
                  </Anchor>
                )}
              </ConvertedText>
            </Stack>
            <SaveJobButton job={job} />
          </Group>
          <Group gap="xs">
            {job.applied && (
              <Badge color="green" variant="filled">
                {t('card.applied')}
              </Badge>
            )}
            <Badge variant="light">{t(`common:options.contractType.${job.contractType}`)}</Badge>
            <Badge variant="light" color="gray">
              {t(`common:options.jobMode.${job.jobMode}`)}
            </Badge>
            <Badge variant="outline" color="gray">
              {t(`common:options.jobFunction.${job.jobFunction}`)}
            </Badge>
          </Group>
          <Text size="sm">{formatLocation(job, t)}</Text>
          <Text size="sm">{formatSalary(job, t, language)}</Text>
          <Group gap="md" c="dimmed">
            <Text size="xs">{t('card.posted', { when: timeAgo(job.postedAt, language, t) })}</Text>
            <Text size="xs">{t('card.expires', { date: formatDate(job.expiresOn, language) })}</Text>
            <Text size="xs">{t('card.views', { views: formatCount(job.viewCount) })}</Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
