// /candidate/company/:id and /candidate/view-company/:companyId: a participating company's
// profile and its open internships (the Overview tab), its rating under its name, and the tabs the
// route adds (the reviews feature's Reviews); `?tab=` in the address names the open tab.
// `action`: what the route puts under the company's name (the messages feature's "Write a message",
// the reviews feature's "Write a review"). Also a visitor's page, /companies/:id (docs/decisions/044):
// its links are the reader's (job-pages.tsx), without the directory and the job list a visitor has not.
import { companyNameIn } from '@fis/shared/company-name';
import type { CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import { Anchor, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { CompanyCover } from '../../../components/ui/company-cover';
import { CompanyRating } from '../../../components/ui/company-rating';
import { ConvertedParagraph, ConvertedText } from '../../../components/ui/converted-text';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { isMissingRecord } from '../../../lib/api-client';
import { useLatestSearchParams } from '../../../lib/url-params';
import { useCompany } from '../api/get-company';
import { companyNameAsWritten, industryLabel } from './format';
import { JobCard } from './job-card';
import { useJobPages } from './job-pages';
import { OtherInternshipsLink } from './other-internships-link';

/** A tab the route adds beside Overview. */
export interface CompanyTab {
  value: string;
  label: string;
  panel: ReactNode;
}

export function CompanyPage({
  action,
  tabs,
}: {
  action?(company: CompanyPublicProfile): ReactNode;
  tabs?(company: CompanyPublicProfile): CompanyTab[];
}) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const params = useParams();
  const id = params.id ?? params.companyId ?? '';
  const query = useCompany(id);
  const [search, setSearch] = useLatestSearchParams();
  const pages = useJobPages();

  if (query.isPending) {
    return (
      <Stack maw={1000} role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={120} />
        <Skeleton height={32} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (query.isError) {
    if (isMissingRecord(query.error)) {
      return <CompanyNotAvailable />;
    }
    return (
      <Stack maw={1000}>
        <BackToCompanies />
        <LoadError message={t('company.error')} detail={query.error.message} onRetry={() => query.refetch()} />
      </Stack>
    );
  }

  const company = query.data;
  const name = companyNameIn(company, language);
  const otherName = language === 'en' ? company.nameZh : company.nameEn;
  const facts = [
    [t('company.industry'), company.industry && industryLabel(company.industry, t)],
    [t('company.location'), company.location && t(`common:options.region.${company.location}`, company.location)],
    [t('company.address'), company.address],
  ] as const;
  const jobList = pages.jobList();
  const companyJobList = pages.jobList(company.id);
  const extraTabs = tabs?.(company) ?? [];
  const tab = extraTabs.some((x) => x.value === search.get('tab')) ? (search.get('tab') as string) : 'overview';
  const openTab = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (!value || value === 'overview') next.delete('tab');
    else next.set('tab', value);
    setSearch(next, { replace: true });
  };

  return (
    <Stack maw={1000} gap="lg">
      <BackToCompanies />
      <CompanyCover name={name} logoUrl={company.logoUrl} coverUrl={company.coverUrl}>
        <ConvertedText text={name} original={companyNameAsWritten(company, language)}>
          {(text, lang) => (
            <Title order={1} size="h2" lang={lang} style={{ overflowWrap: 'anywhere' }}>
              {text}
            </Title>
          )}
        </ConvertedText>
        {otherName && otherName !== name && <Text c="dimmed">{otherName}</Text>}
        {company.slogan && (
          <ConvertedText text={company.slogan} original={company.original?.slogan}>
            {(text, lang) => (
              <Text fs="italic" lang={lang}>
                {text}
              </Text>
            )}
          </ConvertedText>
        )}
        <CompanyRating rating={company.rating} />
        {action?.(company)}
      </CompanyCover>

      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t('company.overview')}</Tabs.Tab>
          {extraTabs.map((x) => (
            <Tabs.Tab key={x.value} value={x.value}>
              {x.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-about">
              <Title order={2} size="h4" id="company-about" mb="sm">
                {t('company.about')}
              </Title>
              {company.description && (
                <Stack gap={4} mb="md">
                  <ConvertedParagraph text={company.description} original={company.original?.description} lines={6} />
                </Stack>
              )}
              <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
                {facts
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <Stack key={label} gap={2}>
                      <Text size="sm" c="dimmed" component="dt">
                        {label}
                      </Text>
                      <Text component="dd" m={0}>
                        {value}
                      </Text>
                    </Stack>
                  ))}
                {company.website && (
                  <Stack gap={2}>
                    <Text size="sm" c="dimmed" component="dt">
                      {t('company.website')}
                    </Text>
                    <Text component="dd" m={0}>
                      <Anchor href={company.website} target="_blank" rel="noopener noreferrer">
                        {company.website}
                      </Anchor>
                    </Text>
                  </Stack>
                )}
              </ColumnsGrid>
            </Card>

            <Stack gap="sm" component="section" aria-labelledby="company-jobs">
              <Title order={2} size="h4" id="company-jobs">
                {t('company.openJobs')} ({company.openJobs})
              </Title>
              {company.jobs.length === 0 ? (
                <EmptyState
                  title={t('company.noJobs')}
                  action={
                    jobList && (
                      <Button component={PageLink} to={jobList} variant="light">
                        {t('company.browseJobs')}
                      </Button>
                    )
                  }
                />
              ) : (
                company.jobs.map((job) => <JobCard key={job.id} job={job} headingLevel={3} />)
              )}
              {company.openJobs > company.jobs.length && companyJobList && (
                <Group>
                  <Button component={PageLink} variant="light" to={companyJobList}>
                    {t('company.moreJobs')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Stack>
        </Tabs.Panel>
        {extraTabs.map((x) => (
          <Tabs.Panel key={x.value} value={x.value} pt="md">
            {x.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The directory of companies, where the reader has one (a visitor has not). */
function BackToCompanies() {
  const { t } = useTranslation('search');
  const { companies } = useJobPages();
  return (
    companies && (
      <Anchor component={PageLink} to={companies}>
        ← {t('company.back')}
      </Anchor>
    )
  );
}

/** A company the API does not answer (not listed): also the page the server draws for one. */
export function CompanyNotAvailable() {
  const { t } = useTranslation('search');
  return (
    <Stack maw={1000}>
      <BackToCompanies />
      <EmptyState title={t('company.notFound')} action={<OtherInternshipsLink />} />
    </Stack>
  );
}
