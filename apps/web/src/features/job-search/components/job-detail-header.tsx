// The head of a job's page: the company's logo, the position, the company (a link to its page), the
// job's kind and audience, and Apply (or what stands for it, `apply`), Save where the reader may
// save, and Share, with the day applications close. A job no longer visible has none of them: its
// page says it closed (job-detail-page.tsx).
import { companyNameIn } from '@fis/shared/company-name';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/avatars';
import { ConvertedText } from '../../../components/ui/converted-text';
import { PageLink } from '../../../components/ui/page-link';
import { formatAudience } from '../../../lib/job-format';
import { companyNameAsWritten } from './format';
import { JobApplyAction, JobApplyClosing } from './job-apply-action';
import { useJobPages } from './job-pages';
import { SaveJobButton } from './save-job-button';
import { ShareJobButton } from './share-job-button';

export function JobDetailHeader({
  job,
  language,
  apply,
}: {
  job: JobDetail;
  language: string;
  apply?: (job: JobDetail) => ReactNode;
}) {
  const { t } = useTranslation('search');
  const pages = useJobPages();
  const company = companyNameIn(job.company, language);
  const audience = formatAudience(job, t, language);
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      {/* The title keeps room of its own: on a phone the actions go under it instead of squeezing it. */}
      <Group align="flex-start" wrap="nowrap" gap="md" style={{ minWidth: 0, flex: '1 1 16rem' }}>
        <CompanyLogo name={company} logoUrl={job.company.logoUrl} size={64} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <ConvertedText text={job.positionName} original={job.original?.positionName}>
            {(text, lang) => (
              <Title order={1} size="h2" lang={lang}>
                {text}
              </Title>
            )}
          </ConvertedText>
          <ConvertedText text={company} original={companyNameAsWritten(job.company, language)} markOnly>
            {(text, lang) => (
              <Anchor component={PageLink} to={pages.company(job.company.id)} lang={lang}>
                {text}
              </Anchor>
            )}
          </ConvertedText>
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
          </Group>
          {audience ? <Text size="sm">{audience}</Text> : null}
        </Stack>
      </Group>
      {job.visible && (
        <Stack gap={4} align="flex-end">
          <Group gap="xs" align="flex-start">
            <JobApplyAction job={job} apply={apply} />
            {pages.saving && <SaveJobButton job={job} size="sm" />}
            <ShareJobButton job={job} />
          </Group>
          <JobApplyClosing job={job} />
        </Stack>
      )}
    </Group>
  );
}
