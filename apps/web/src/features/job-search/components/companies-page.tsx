// /candidate/companies: the participating companies, by name and region, with their open
// internships and their rating, sorted by name or by rating. The search lives in the URL like the
// job list's.
import { companyNameIn } from '@fis/shared/company-name';
import { COMPANY_SORTS } from '@fis/shared/enums';
import { REGIONS } from '@fis/shared/job-enums';
import { companyDirectoryQuerySchema } from '@fis/shared/job-search-schemas';
import { KEYWORD_MAX_LENGTH } from '@fis/shared/limits';
import { Anchor, Button, Card, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/avatars';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { CompanyRating } from '../../../components/ui/company-rating';
import { ConvertedText } from '../../../components/ui/converted-text';
import { CardSkeletons, EmptyState, LoadError, refreshingProps } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Pager } from '../../../components/ui/pager';
import { parseQuery, useLatestSearchParams } from '../../../lib/url-params';
import { type CompanyFilters, useCompanies } from '../api/get-companies';
import { companyNameAsWritten, industryLabel } from './format';
import { withParam } from './url-filters';

const ALL = 'ALL';

/** The directory's search as the address gives it, read alike by the page and its route's loader. */
export function readCompanyFilters(params: URLSearchParams): CompanyFilters {
  const { keyword, region, sort, page } = parseQuery(companyDirectoryQuerySchema, params);
  return { keyword, region, sort, page };
}

export function CompaniesPage() {
  const { t, i18n } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useLatestSearchParams();
  const filters = readCompanyFilters(params);
  const { keyword: keywordParam, region, sort, page } = filters;
  const query = useCompanies(filters);
  const [keyword, setKeyword] = useState(keywordParam ?? '');
  useEffect(() => setKeyword(keywordParam ?? ''), [keywordParam]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(withParam(params, 'keyword', keyword.trim()));
  };

  let body: React.ReactNode;
  if (query.isPending) body = <CardSkeletons count={3} />;
  else if (query.isError)
    body = <LoadError message={t('companies.error')} detail={query.error.message} onRetry={() => query.refetch()} />;
  else
    body = (
      <Stack gap="md" {...refreshingProps(query.isPlaceholderData)}>
        <Text role="status" aria-live="polite" fw={500}>
          {t('companies.results', { count: query.data.total })}
        </Text>
        {query.data.items.length === 0 ? (
          <EmptyState
            title={t('companies.empty')}
            hint={t('list.emptyHint')}
            action={
              (keywordParam || region) && (
                <Button variant="light" onClick={() => setParams(new URLSearchParams())}>
                  {t('list.clearFilters')}
                </Button>
              )
            }
          />
        ) : (
          <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {query.data.items.map((company) => {
              const name = companyNameIn(company, language);
              return (
                <Card key={company.id} withBorder radius="md" padding="md" component="article">
                  <Group align="flex-start" wrap="nowrap" gap="md">
                    <CompanyLogo name={name} logoUrl={company.logoUrl} />
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <ConvertedText text={name} original={companyNameAsWritten(company, language)} markOnly>
                        {(text, lang) => (
                          <Title order={2} size="h4" lang={lang}>
                            <Anchor component={PageLink} to={`/candidate/company/${company.id}`} inherit>
                              {text}
                            </Anchor>
                          </Title>
                        )}
                      </ConvertedText>
                      {company.industry && (
                        <Text size="sm" c="dimmed">
                          {industryLabel(company.industry, t)}
                        </Text>
                      )}
                      {company.location && (
                        <Text size="sm">{t(`common:options.region.${company.location}`, company.location)}</Text>
                      )}
                      <CompanyRating rating={company.rating} />
                      <Text size="sm" fw={500}>
                        {t('companies.openJobs', { count: company.openJobs })}
                      </Text>
                    </Stack>
                  </Group>
                </Card>
              );
            })}
          </ColumnsGrid>
        )}
        <Pager
          total={query.data.total}
          take={query.data.take}
          page={page}
          onChange={(p) => setParams(withParam(params, 'page', p === 1 ? null : String(p)))}
        />
      </Stack>
    );

  return (
    <Stack maw={1100} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('companies.title')}</Title>
        <Text c="dimmed">{t('companies.intro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <search>
          <form onSubmit={submit}>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('companies.keyword')}
                placeholder={t('companies.keywordPlaceholder')}
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
                maxLength={KEYWORD_MAX_LENGTH}
                type="search"
                style={{ flex: 2, minWidth: 200 }}
              />
              <Select
                label={t('companies.region')}
                data={[
                  { value: ALL, label: t('companies.allRegions') },
                  ...REGIONS.map((r) => ({ value: r, label: t(`common:options.region.${r}`) })),
                ]}
                value={region ?? ALL}
                onChange={(v) => setParams(withParam(params, 'region', v === ALL ? null : v))}
                allowDeselect={false}
                style={{ flex: 1, minWidth: 160 }}
              />
              <Select
                label={t('reviews:directory.sort')}
                data={COMPANY_SORTS.map((s) => ({
                  value: s,
                  label: t(s === 'rating' ? 'reviews:directory.sortRating' : 'reviews:directory.sortName'),
                }))}
                value={sort}
                onChange={(v) => setParams(withParam(params, 'sort', v === 'rating' ? v : null))}
                allowDeselect={false}
                style={{ flex: 1, minWidth: 160 }}
              />
              <Button type="submit">{t('list.search')}</Button>
            </Group>
          </form>
        </search>
      </Paper>
      {body}
    </Stack>
  );
}
