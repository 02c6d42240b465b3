// /candidate/job-detail/:id: everything the company entered about the internship, and the
// company, and for a candidate the eligibility rules (passed in by the route file). Opening it
// counts a view. Apply leads to the application form.
import { companyNameIn } from '@fis/shared/company-name';
import { type RuleResult, rulesRefusing } from '@fis/shared/eligibility-rules';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { formatCount } from '@fis/shared/limits';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CompanyLogo } from '../../../components/ui/avatars';
import { CompanyRating } from '../../../components/ui/company-rating';
import { ConvertedParagraph, ConvertedText } from '../../../components/ui/converted-text';
import { useRuleReason } from '../../../components/ui/eligibility-rules';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { formatAudience, formatLocation, formatSalary } from '../../../lib/job-format';
import { useJob } from '../api/get-job';
import { companyNameAsWritten, industryLabel, timeAgo } from './format';
import { SaveJobButton } from './save-job-button';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  // Back to the results as they were (keyword, filters, page) when the list led here.
  const fromList = window.history.state?.idx > 0;
  return (
    <Anchor
      component={Link}
      to="/candidate/job-list"
      onClick={(e) => {
        if (fromList) {
          e.preventDefault();
          navigate(-1);
        }
      }}
    >
      ← {t('detail.back')}
    </Anchor>
  );
}

/** In place of Apply when a rule is not met: applying could only be refused, so the page says why instead. */
function CannotApply({ rules }: { rules: readonly RuleResult[] }) {
  const { t } = useTranslation('eligibilityRules');
  const reasonOf = useRuleReason();
  return (
    <Stack gap={2} maw={360} data-cannot-apply>
      <Text size="sm" fw={600} c="red.8">
        {t('panel.overall.notMet')}
      </Text>
      {rules.map((rule) => (
        <Text key={rule.rule} size="sm">
          {reasonOf(rule)}
        </Text>
      ))}
    </Stack>
  );
}

/** `eligibility`: the candidate's rules for the job, drawn by the route file (another feature's). */
export function JobDetailPage({ eligibility }: { eligibility?: (job: JobDetail) => ReactNode }) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { id = '' } = useParams();
  const query = useJob(id);

  if (query.isPending) {
    return (
      <Stack maw={900} role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={16} width="30%" />
        <Skeleton height={160} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack maw={900}>
        <BackLink />
        {missing ? (
          <EmptyState title={t('detail.notFound')} />
        ) : (
          <LoadError message={t('detail.error')} detail={query.error.message} onRetry={() => query.refetch()} />
        )}
      </Stack>
    );
  }

  const job = query.data;
  const company = companyNameIn(job.company, language);
  const audience = formatAudience(job, t, language);
  const refusing = job.rules ? rulesRefusing(job.rules) : [];
  return (
    <Stack maw={900} gap="lg">
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ minWidth: 0, flex: 1 }}>
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
                <Anchor component={Link} to={`/candidate/company/${job.company.id}`} lang={lang}>
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
        <Group gap="xs">
          {job.applied ? (
            <Button size="sm" variant="light" color="green" component={Link} to="/candidate/applications">
              {t('card.applied')}
            </Button>
          ) : refusing.length > 0 ? (
            <CannotApply rules={refusing} />
          ) : (
            <Button
              size="sm"
              component={Link}
              to={`/candidate/apply-job/${job.id}`}
              aria-label={t('applications:apply.applyLabel', { position: job.positionName })}
            >
              {t('applications:apply.button')}
            </Button>
          )}
          <SaveJobButton job={job} size="sm" />
        </Group>
      </Group>

      {eligibility?.(job)}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="job-facts">
        <Title order={2} size="h4" id="job-facts" mb="sm">
          {t('detail.facts')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
          <Fact label={t('detail.location')}>{formatLocation(job, t)}</Fact>
          <Fact label={t('detail.jobFunction')}>{t(`common:options.jobFunction.${job.jobFunction}`)}</Fact>
          <Fact label={t('detail.contractType')}>{t(`common:options.contractType.${job.contractType}`)}</Fact>
          <Fact label={t('detail.jobMode')}>{t(`common:options.jobMode.${job.jobMode}`)}</Fact>
          <Fact label={t('detail.salary')}>{formatSalary(job, t, language)}</Fact>
          <Fact label={t('detail.postedOn')}>
            {job.postedAt ? `${formatDate(job.postedAt, language)} (${timeAgo(job.postedAt, language, t)})` : '—'}
          </Fact>
          <Fact label={t('detail.expiresOn')}>{formatDate(job.expiresOn, language)}</Fact>
          <Fact label={t('detail.views')}>{formatCount(job.viewCount)}</Fact>
        </SimpleGrid>
      </Card>

      {job.skills.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="job-skills">
          <Title order={2} size="h4" id="job-skills">
            {t('detail.skills')}
          </Title>
          <Group gap="xs">
            {job.skills.map((skill) => (
              <Badge key={skill} variant="outline" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}

      <Stack gap="xs" component="section" aria-labelledby="job-description">
        <Title order={2} size="h4" id="job-description">
          {t('detail.description')}
        </Title>
        <ConvertedParagraph text={job.description} original={job.original?.description} />
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="job-requirements">
        <Title order={2} size="h4" id="job-requirements">
          {t('detail.requirements')}
        </Title>
        <ConvertedParagraph text={job.requirements} original={job.original?.requirements} />
      </Stack>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="job-company">
        <Title order={2} size="h4" id="job-company" mb="sm">
          {t('detail.company')}
        </Title>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <CompanyLogo name={company} logoUrl={job.company.logoUrl} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <ConvertedText text={company} original={companyNameAsWritten(job.company, language)} markOnly>
              {(text, lang) => (
                <Text fw={600} lang={lang}>
                  {text}
                </Text>
              )}
            </ConvertedText>
            {language !== 'en' && job.company.nameZh && job.company.name !== job.company.nameZh && (
              <Text size="sm" c="dimmed">
                {job.company.name}
              </Text>
            )}
            <CompanyRating rating={job.company.rating} />
            {job.company.slogan && (
              <ConvertedText text={job.company.slogan} original={job.company.original?.slogan} markOnly>
                {(text, lang) => (
                  <Text size="sm" lang={lang}>
                    {text}
                  </Text>
                )}
              </ConvertedText>
            )}
            {job.company.industry && (
              <Text size="sm">{t('detail.industryValue', { industry: industryLabel(job.company.industry, t) })}</Text>
            )}
            {job.company.website && (
              <Anchor href={job.company.website} target="_blank" rel="noopener noreferrer" size="sm">
                {job.company.website}
              </Anchor>
            )}
            <Anchor component={Link} to={`/candidate/company/${job.company.id}`} size="sm" fw={600}>
              {t('detail.viewCompany')}
            </Anchor>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
