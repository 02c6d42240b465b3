// /company/create-job, /company/modify-job/:id and /company/job/:id/modify: one form. Creating
// restores the company's draft and can keep one; a new job waits for the admin's approval.
import type { JobSaved } from '@fis/shared/company-job-schemas';
import type { JobDraftResponse } from '@fis/shared/job-draft-schemas';
import { JOB_FIELDS, type JobValues } from '@fis/shared/job-form-schemas';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, isMissingRecord } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePublicRounds } from '../../../lib/public-rounds';
import { useCompanyJob } from '../api/get-company-job';
import { useDiscardJobDraft, useJobDraft, useSaveJobDraft } from '../api/job-draft';
import { EMPTY_JOB, fromJob, fromSaved, toDraft } from '../api/job-form-values';
import { useSaveJob } from '../api/save-job';
import { roundChoices } from '../utils/round-choices';
import { type JobForm, JobFormFields } from './job-form';
import { NoRoundOpen } from './round-field';

export function JobFormPage() {
  const { t } = useTranslation('jobs');
  const { id } = useParams();
  const navigate = useNavigate();
  const isEdit = id !== undefined;
  const job = useCompanyJob(id ?? '');
  const draft = useJobDraft(!isEdit);
  const saveDraft = useSaveJobDraft();
  const discardDraft = useDiscardJobDraft();
  const save = useSaveJob(id);
  const rounds = usePublicRounds();
  const [error, setError] = useState<string | null>(null);
  const { dateTime } = useDates();

  // The draft as it was when the form opened: it fills the form and is the one the "restored"
  // notice speaks of. Saving the draft again changes neither; discarding it empties both.
  const [opened, setOpened] = useState<JobDraftResponse | null>(null);
  if (!isEdit && draft.data && opened === null) setOpened(draft.data);
  const [restoredShown, setRestoredShown] = useState(true);

  const jobData = isEdit ? job.data : undefined;
  const draftData = opened?.data;
  const initial = useMemo(() => {
    if (jobData) return fromJob(jobData);
    if (draftData) return fromSaved(draftData);
    return EMPTY_JOB;
  }, [jobData, draftData]);

  const query = isEdit ? job : draft;
  if (query.isPending) return <Skeleton height={600} maw={960} />;
  if (query.isError) {
    if (isMissingRecord(query.error)) {
      return <Alert color="red" maw={960} title={t('errors:NOT_FOUND')} />;
    }
    return (
      <Alert color="red" title={query.error.message} maw={960}>
        <Button variant="light" onClick={() => query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }

  // No round to post a new job in: the page says so, without a draft to restore or a form to fill.
  if (!isEdit && rounds.data && roundChoices(rounds.data).length === 0) {
    return (
      <Stack maw={960} gap="lg">
        <Title order={1}>{t('form.createTitle')}</Title>
        <NoRoundOpen />
        <Anchor component={PageLink} to="/company/job-list">
          ← {t('detail.back')}
        </Anchor>
      </Stack>
    );
  }

  const onSubmit = async (values: JobValues, form: JobForm) => {
    setError(null);
    try {
      const saved: JobSaved = await save.mutateAsync(values);
      notifications.show({ color: 'green', message: saved.message });
      if (saved.notice) notifications.show({ color: 'blue', message: saved.notice, autoClose: 10_000 });
      navigate(isEdit ? `/company/job/${saved.job.id}` : '/company/job-list');
    } catch (err) {
      applyServerErrors(err, form.setError, JOB_FIELDS);
      const message = err instanceof ApiError ? t(`errors:${err.code}`, { defaultValue: err.message }) : '';
      setError(message || null);
      notifications.show({
        color: 'red',
        message: t(isEdit ? 'messages:crud.updateFailed' : 'messages:crud.jobCreateFailed'),
      });
    }
  };

  const keepDraft = (form: JobForm) =>
    saveDraft.mutate(toDraft(form.getValues()), {
      onSuccess: () => {
        setRestoredShown(false);
        notifications.show({ color: 'green', message: t('form.draftSaved') });
      },
      onError: (err) => notifications.show({ color: 'red', message: err.message }),
    });

  const discard = () =>
    discardDraft.mutate(undefined, {
      onSuccess: () => {
        setRestoredShown(false);
        setOpened({ data: null, updatedAt: null });
      },
    });

  return (
    <Stack maw={960} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{isEdit ? t('form.editTitle') : t('form.createTitle')}</Title>
        <Text c="dimmed">{isEdit ? t('form.editIntro') : t('form.createIntro')}</Text>
      </Stack>
      {!isEdit && restoredShown && opened?.updatedAt ? (
        <Alert color="blue" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('form.draftRestored', { date: dateTime(opened.updatedAt) })}</Text>
            <Button size="xs" variant="subtle" loading={discardDraft.isPending} onClick={discard}>
              {t('form.discardDraft')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <JobFormFields
          initial={initial}
          round={jobData?.round}
          submitLabel={isEdit ? t('common:actions.save') : t('form.submitCreate')}
          onSubmit={onSubmit}
          error={error}
          extraActions={(form) => (
            <>
              <Button variant="default" component={PageLink} to={isEdit ? `/company/job/${id}` : '/company/job-list'}>
                {t('common:actions.cancel')}
              </Button>
              {!isEdit ? (
                <Button variant="light" loading={saveDraft.isPending} onClick={() => keepDraft(form)}>
                  {t('form.saveDraft')}
                </Button>
              ) : null}
            </>
          )}
        />
      </Paper>
    </Stack>
  );
}
