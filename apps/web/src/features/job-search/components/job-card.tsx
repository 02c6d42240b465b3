// One job in a list: the position large, the company with its logo and rating, where, how and for how much
// as quiet badges, then the dates and views in small grey type; whether the candidate applied,
// and the save toggle.
import { companyNameIn } from '@fis/shared/company-name';
import type { JobCard as Job } from '@fis/shared/job-search-schemas';
import { formatCount } from '@fis/shared/limits';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/ui/avatars';
import { CompanyRating } from '../../../components/ui/company-rating';
import { ConvertedText } from '../../../components/ui/converted-text';
import { EligibilityStateBadge } from '../../../components/ui/eligibility-rules';
import { formatDate } from '../../../lib/dates';
import { formatLocation, formatSalary } from '../../../lib/job-format';
import { companyNameAsWritten, timeAgo } from './format';
import { SaveJobButton } from './save-job-button';

export function JobCard({ job, headingLevel = 2 }: { job: Job; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const company = companyNameIn(job.company, language);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={`job-${job.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <CompanyLogo name={company} logoUrl={job.company.logoUrl} size={52} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <ConvertedText text={job.positionName} original={job.original?.positionName} markOnly>
                {(text, lang) => (
                  <Title
                    order={headingLevel}
                    size="h3"
                    id={`job-${job.id}`}
                    lang={lang}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    <Anchor component={Link} to={`/candidate/job-detail/${job.id}`} inherit>
                      {text}
                    </Anchor>
                  </Title>
                )}
              </ConvertedText>
              <ConvertedText text={company} original={companyNameAsWritten(job.company, language)} markOnly>
                {(text, lang) => (
                  <Anchor component={Link} to={`/candidate/company/${job.company.id}`} fw={500} c="dark.6" lang={lang}>
                    {text}
                  </Anchor>
                )}
              </ConvertedText>
              <CompanyRating rating={job.company.rating} size="xs" showEmpty={false} />
            </Stack>
          </Group>
          {/* The facts a candidate compares jobs by, quiet beside the position and company. */}
          <Group gap={6}>
            {job.applied && (
              <Badge color="green" variant="filled">
                {t('card.applied')}
              </Badge>
            )}
            {job.eligibility && <EligibilityStateBadge state={job.eligibility} card />}
            {(
              [
                ['location', formatLocation(job, t)],
                ['contract', t(`common:options.contractType.${job.contractType}`)],
                ['mode', t(`common:options.jobMode.${job.jobMode}`)],
                ['function', t(`common:options.jobFunction.${job.jobFunction}`)],
                ['salary', formatSalary(job, t, language)],
              ] as const
            ).map(([key, fact]) => (
              <Badge key={key} variant="light" color="gray" tt="none" fw={500} size="md">
                {fact}
              </Badge>
            ))}
          </Group>
          <Group justify="space-between" align="center" gap="xs">
            <Group gap="md" c="dimmed">
              <Text size="xs">{t('card.posted', { when: timeAgo(job.postedAt, language, t) })}</Text>
              <Text size="xs">{t('card.expires', { date: formatDate(job.expiresOn, language) })}</Text>
              <Text size="xs">{t('card.views', { views: formatCount(job.viewCount) })}</Text>
            </Group>
            <SaveJobButton job={job} />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
