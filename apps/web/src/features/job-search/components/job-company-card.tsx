// The company on a job's page: its logo and name (and its English name beside a Chinese one), its
// rating, slogan, industry and website, and a link to its page (the reader's: job-pages.tsx).
import { companyNameIn } from '@fis/shared/company-name';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/avatars';
import { CompanyRating } from '../../../components/ui/company-rating';
import { ConvertedText } from '../../../components/ui/converted-text';
import { PageLink } from '../../../components/ui/page-link';
import { companyNameAsWritten, industryLabel } from './format';
import { useJobPages } from './job-pages';

export function JobCompanyCard({ company, language }: { company: JobDetail['company']; language: string }) {
  const { t } = useTranslation('search');
  const pages = useJobPages();
  const name = companyNameIn(company, language);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="job-company">
      <Title order={2} size="h4" id="job-company" mb="sm">
        {t('detail.company')}
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <CompanyLogo name={name} logoUrl={company.logoUrl} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <ConvertedText text={name} original={companyNameAsWritten(company, language)} markOnly>
            {(text, lang) => (
              <Text fw={600} lang={lang}>
                {text}
              </Text>
            )}
          </ConvertedText>
          {language !== 'en' && company.nameZh && company.name !== company.nameZh && (
            <Text size="sm" c="dimmed">
              {company.name}
            </Text>
          )}
          <CompanyRating rating={company.rating} />
          {company.slogan && (
            <ConvertedText text={company.slogan} original={company.original?.slogan} markOnly>
              {(text, lang) => (
                <Text size="sm" lang={lang}>
                  {text}
                </Text>
              )}
            </ConvertedText>
          )}
          {company.industry && (
            <Text size="sm">{t('detail.industryValue', { industry: industryLabel(company.industry, t) })}</Text>
          )}
          {company.website && (
            <Anchor href={company.website} target="_blank" rel="noopener noreferrer" size="sm">
              {company.website}
            </Anchor>
          )}
          <Anchor component={PageLink} to={pages.company(company.id)} size="sm" fw={600}>
            {t('detail.viewCompany')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}
