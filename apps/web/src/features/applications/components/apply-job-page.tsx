// /candidate/apply-job/:id: the application form. Contact details start from the profile; the
// resume is the profile's or a new upload; a pitch and supporting documents are optional. A
// refused submission keeps everything entered and puts the server's errors beside the fields
// (hooks/use-apply-form.ts). The eligibility rules sit above the form; the confirmations about the
// company are asked in it; while a rule is not met there is no form (docs/decisions/026), nor while
// the job's round does not take applications: the page says when it does (decision 039), nor
// for a job that closed since it was posted: the page says so (decision 044).
import { companyNameIn } from '@fis/shared/company-name';
import { rulesRefusing } from '@fis/shared/eligibility-rules';
import type { JobDetail } from '@fis/shared/job-search-schemas';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplicationPeriodClosed, ApplicationsCloseOn } from '../../../components/ui/application-period';
import { JobClosedNotice } from '../../../components/ui/job-closed-notice';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isMissingRecord } from '../../../lib/api-client';
import { useApplyJobDetail, useOwnProfile } from '../api/get-apply-context';
import { useApplyForm } from '../hooks/use-apply-form';
import {
  CompanyDeclarationsSection,
  ContactSection,
  DocumentsSection,
  PitchSection,
  ResumeSection,
} from './apply-form-sections';
import { ApplyJobHeader, BackToJobLink } from './apply-job-header';

/** `eligibility`: the candidate's rules for the job, drawn by the route file (another feature's). */
export function ApplyJobPage({ eligibility }: { eligibility?: (job: JobDetail) => ReactNode }) {
  const { t, i18n } = useTranslation('applications');
  const { id = '' } = useParams();
  const job = useApplyJobDetail(id);
  const profile = useOwnProfile();
  const apply = useApplyForm(id, profile.data);

  if (job.isPending || profile.isPending) {
    return (
      <Stack maw={760} role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (job.isError || profile.isError) {
    const err = job.error ?? profile.error;
    const missing = isMissingRecord(err);
    return (
      <Stack maw={760}>
        <BackToJobLink jobId={id} />
        <Alert color="red" role="alert" title={missing ? t('errors:NOT_FOUND') : t('apply.loadError')}>
          {missing ? null : (
            <Button variant="light" color="red" onClick={() => (job.isError ? job.refetch() : profile.refetch())}>
              {t('common:actions.retry')}
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }

  const detail = job.data;
  const company = companyNameIn(detail.company, i18n.language);

  if (detail.applied) {
    return (
      <Stack maw={760} gap="lg">
        <ApplyJobHeader jobId={id} position={detail.positionName} />
        <Alert color="green" title={t('apply.alreadyApplied')}>
          <Button component={PageLink} to="/candidate/applications" variant="light">
            {t('apply.viewApplications')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  // A job no longer open would refuse the application whatever is entered.
  if (!detail.visible) {
    return (
      <Stack maw={760} gap="lg">
        <ApplyJobHeader jobId={id} position={detail.positionName} />
        <JobClosedNotice job={detail} />
      </Stack>
    );
  }

  // Outside the round's application period the application would be refused whatever is entered.
  if (detail.round.phase !== 'open') {
    return (
      <Stack maw={760} gap="lg">
        <ApplyJobHeader jobId={id} position={detail.positionName} />
        <ApplicationPeriodClosed round={detail.round} />
      </Stack>
    );
  }

  // A rule not met would refuse the application whatever is entered: the panel says which and why,
  // with only the confirmations still to give, and no form is offered.
  if (detail.rules && rulesRefusing(detail.rules).length > 0) {
    return (
      <Stack maw={760} gap="lg">
        <ApplyJobHeader jobId={id} position={detail.positionName} />
        {eligibility?.(detail)}
      </Stack>
    );
  }

  return (
    <Stack maw={760} gap="lg">
      <ApplyJobHeader jobId={id} position={detail.positionName} intro={t('apply.intro', { company })} />
      <ApplicationsCloseOn job={detail} />
      {eligibility?.(detail)}
      <form onSubmit={apply.onSubmit} noValidate>
        <Stack gap="lg">
          <ContactSection apply={apply} />
          <ResumeSection apply={apply} />
          <PitchSection apply={apply} />
          <DocumentsSection apply={apply} />
          <CompanyDeclarationsSection apply={apply} round={detail.round} />

          <Group justify="flex-end">
            <Button variant="default" component={PageLink} to={`/candidate/job-detail/${id}`}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton submitting={apply.form.formState.isSubmitting}>{t('apply.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
