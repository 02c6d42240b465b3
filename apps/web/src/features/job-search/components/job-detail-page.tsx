// /candidate/job-detail/:id, and a visitor's /jobs/:id (docs/decisions/044): everything the company
// entered about the internship, and the company, and for a candidate the eligibility rules (passed
// in by the route file). Shown, it records a view (job-facts.tsx). Apply leads to the application form; a visitor's
// page puts "Sign in to apply" in its place (`apply`). A job that closed since it was posted still
// shows, saying so where Apply would be.
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { JobClosedNotice } from '../../../components/ui/job-closed-notice';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { isMissingRecord } from '../../../lib/api-client';
import { useJob } from '../api/get-job';
import { BackToJobListLink } from './back-to-job-list-link';
import { JobCompanyCard } from './job-company-card';
import { JobDescriptionSections } from './job-description-sections';
import { JobDetailHeader } from './job-detail-header';
import { JobFacts } from './job-facts';
import { OtherInternshipsLink } from './other-internships-link';

/**
 * `eligibility`: the candidate's rules for the job, drawn by the route file (another feature's).
 * `apply`: what stands where Apply would be, when not Apply itself.
 */
export function JobDetailPage({
  eligibility,
  apply,
}: {
  eligibility?: (job: JobDetail) => ReactNode;
  apply?: (job: JobDetail) => ReactNode;
}) {
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
    if (isMissingRecord(query.error)) {
      return <JobNotAvailable />;
    }
    return (
      <Stack maw={900}>
        <BackToJobListLink />
        <LoadError message={t('detail.error')} detail={query.error.message} onRetry={() => query.refetch()} />
      </Stack>
    );
  }

  const job = query.data;
  return (
    <Stack maw={900} gap="lg">
      <BackToJobListLink />
      <JobDetailHeader job={job} language={language} apply={apply} />
      {job.visible ? eligibility?.(job) : <JobClosedNotice job={job} />}
      <JobFacts job={job} language={language} />
      <JobDescriptionSections job={job} />
      <JobCompanyCard company={job.company} language={language} />
    </Stack>
  );
}

/** A job the API does not answer (never public, removed): also the page the server draws for one. */
export function JobNotAvailable() {
  const { t } = useTranslation('search');
  return (
    <Stack maw={900}>
      <BackToJobListLink />
      <EmptyState title={t('detail.notFound')} action={<OtherInternshipsLink />} />
    </Stack>
  );
}
