// /admin-portal/companies/:id/jobs/new and /admin-portal/jobs/:id/edit: the scheme office writes a
// company's job with the company's own form (passed in by the route file as `renderForm`, from
// company-jobs), then confirms it with a reason the company reads. A job the admin creates is
// approved at once; an edit keeps the job's approval.
import type { JobInput, JobValues } from '@fis/shared/job-form-schemas';
import { JOB_FIELDS } from '@fis/shared/job-form-schemas';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, isMissingRecord } from '../../../lib/api-client';
import { applyServerErrors, fieldIssuesOf } from '../../../lib/form-errors';
import { type JobTarget, useSaveJobForCompany } from '../api/save-job-for-company';
import { ReasonDialog } from './reason-dialog';

export interface JobFormSlot {
  initial: JobInput;
  submitLabel: string;
  error: string | null;
  /** The form's values once valid, and its setError for the API's field errors. */
  onSubmit: (values: JobValues, form: { setError: UseFormSetError<JobInput> }) => Promise<void>;
  extraActions: () => ReactNode;
}

export function AdminJobFormPage({
  target,
  companyId,
  initial,
  loading,
  loadError,
  refused = false,
  renderForm,
}: {
  target: JobTarget;
  /** The company the job is for, to go back to; unknown while an edited job loads. */
  companyId: string | undefined;
  initial: JobInput | undefined;
  loading: boolean;
  loadError: unknown;
  /** The company may not have jobs (not approved): the form, which could only be refused, is not offered. */
  refused?: boolean;
  renderForm: (slot: JobFormSlot) => ReactNode;
}) {
  const { t } = useTranslation('adminRecords');
  const navigate = useNavigate();
  const save = useSaveJobForCompany(target);
  const isEdit = 'jobId' in target;
  const [pending, setPending] = useState<JobValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<{ setError: UseFormSetError<JobInput> } | null>(null);
  const back = companyId ? `/admin-portal/companies/${companyId}` : '/admin-portal/companies';

  const header = (
    <>
      <Anchor component={PageLink} to={back} size="sm">
        ← {t('jobForm.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{isEdit ? t('jobForm.editTitle') : t('jobForm.createTitle')}</Title>
        <Text c="dimmed">{isEdit ? t('jobForm.editIntro') : t('jobForm.createIntro')}</Text>
      </Stack>
    </>
  );
  if (loading)
    return (
      <Stack maw={960} gap="lg">
        {header}
        <Skeleton height={600} />
      </Stack>
    );
  if (loadError || !initial) {
    const notFound = isMissingRecord(loadError);
    return (
      <Stack maw={960} gap="lg">
        {header}
        <Alert color="red" role="alert" title={notFound ? t('errors:NOT_FOUND') : t('jobForm.loadError')} />
      </Stack>
    );
  }

  if (refused) {
    return (
      <Stack maw={960} gap="lg">
        {header}
        <Alert color="orange" role="status" title={t('company.jobsNeedApproval')} />
      </Stack>
    );
  }

  const confirm = async (reason: string) => {
    if (!pending) return;
    setError(null);
    try {
      const saved = await save.mutateAsync({ ...pending, reason });
      notifications.show({ color: 'green', message: saved.message });
      setPending(null);
      navigate(`/admin-portal/companies/${saved.job.companyId}`);
    } catch (err) {
      if (fieldIssuesOf(err).some((issue) => issue.field === 'reason')) throw err;
      setPending(null);
      if (formRef.current) applyServerErrors(err, formRef.current.setError, JOB_FIELDS);
      setError(err instanceof ApiError ? t(`errors:${err.code}`, { defaultValue: err.message }) : null);
    }
  };

  return (
    <Stack maw={960} gap="lg">
      {header}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {renderForm({
          initial,
          submitLabel: isEdit ? t('common:actions.save') : t('jobForm.submitCreate'),
          error,
          onSubmit: async (values, form) => {
            formRef.current = form;
            setPending(values);
          },
          extraActions: () => (
            <Button variant="default" component={PageLink} to={back}>
              {t('common:actions.cancel')}
            </Button>
          ),
        })}
      </Paper>
      <ReasonDialog
        opened={pending !== null}
        title={isEdit ? t('reason.editTitle') : t('reason.createTitle')}
        body={isEdit ? t('reason.editBody') : t('reason.createBody')}
        confirmLabel={isEdit ? t('reason.editConfirm') : t('reason.createConfirm')}
        busy={save.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
