// /candidate/apply-job/:id: the application form. Contact details start from the profile; the
// resume is the profile's or a new upload; a pitch and supporting documents are optional. A
// refused submission keeps everything entered and puts the server's errors beside the fields.

import {
  type ApplyInput,
  type ApplyValues,
  applyInputSchema,
  MAX_SUPPORTING_DOCUMENTS,
  PITCH_MAX_LENGTH,
} from '@fis/shared/application-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from '@fis/shared/enums';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Input,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useApplyJob } from '../api/apply-job';
import { useApplyJobDetail, useOwnProfile } from '../api/get-apply-context';

const FORM_FIELDS: readonly Path<ApplyInput>[] = [
  'contactEmail',
  'phonePrefix',
  'phoneNumber',
  'resumeMediaId',
  'pitch',
  'documentMediaIds',
];

type ResumeChoice = 'profile' | 'upload';
interface DocumentSlot {
  key: number;
  media: UploadedMedia | null;
}

export function ApplyJobPage() {
  const { t, i18n } = useTranslation('applications');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const job = useApplyJobDetail(id);
  const profile = useOwnProfile();
  const apply = useApplyJob();
  const serverErrors = useServerErrors();
  const fieldError = useFieldErrorText();

  const profileResume = profile.data?.resume ?? null;
  const [choice, setChoice] = useState<ResumeChoice | null>(null);
  const resumeChoice: ResumeChoice = choice ?? (profileResume ? 'profile' : 'upload');
  const [newResume, setNewResume] = useState<UploadedMedia | null>(null);
  const [slots, setSlots] = useState<DocumentSlot[]>([]);
  const nextKey = useRef(0);

  const form = useForm<ApplyInput, unknown, ApplyValues>({
    resolver: zodResolver(applyInputSchema),
    mode: 'onTouched',
    values: {
      jobId: id,
      contactEmail: profile.data?.email ?? '',
      phonePrefix: profile.data?.phonePrefix ?? DEFAULT_PHONE_PREFIX,
      phoneNumber: profile.data?.phoneNumber ?? '',
      resumeMediaId: '',
      pitch: '',
      documentMediaIds: [],
    },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const documentIds = (next: DocumentSlot[]) => next.flatMap((s) => (s.media ? [s.media.id] : []));
  const setDocuments = (next: DocumentSlot[]) => {
    setSlots(next);
    form.setValue('documentMediaIds', documentIds(next), { shouldDirty: true });
    form.clearErrors('documentMediaIds');
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const result = await apply.mutateAsync(values);
        notifications.show({ color: 'green', message: result.message });
        navigate('/candidate/applications');
      } catch (err) {
        serverErrors(err, form.setError, FORM_FIELDS);
      }
    },
    () => undefined,
  );

  // The resume and document ids are kept in the form from the choices above, just before checking.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const resumeId = resumeChoice === 'profile' ? (profileResume?.id ?? '') : (newResume?.id ?? '');
    form.setValue('resumeMediaId', resumeId);
    form.setValue('documentMediaIds', documentIds(slots));
    return submit(event);
  };

  if (job.isPending || profile.isPending) {
    return (
      <Stack maw={760} aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  const backToJob = (
    <Anchor component={Link} to={`/candidate/job-detail/${id}`} size="sm">
      ← {t('apply.back')}
    </Anchor>
  );
  if (job.isError || profile.isError) {
    const err = job.error ?? profile.error;
    const missing = err instanceof ApiError && (err.status === 404 || err.status === 400);
    return (
      <Stack maw={760}>
        {backToJob}
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
        {backToJob}
        <Title order={1} size="h2">
          {t('apply.title', { position: detail.positionName })}
        </Title>
        <Alert color="green" title={t('apply.alreadyApplied')}>
          <Button component={Link} to="/candidate/applications" variant="light">
            {t('apply.viewApplications')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack maw={760} gap="lg">
      {backToJob}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('apply.title', { position: detail.positionName })}
        </Title>
        <Text c="dimmed">{t('apply.intro', { company })}</Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('apply.contact')}
              </Title>
              <TextInput
                {...register('contactEmail')}
                type="email"
                autoComplete="email"
                label={t('apply.contactEmail')}
                required
                error={fieldError(errors.contactEmail)}
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
                <SelectField
                  control={control}
                  name="phonePrefix"
                  label={t('apply.phonePrefix')}
                  data={PHONE_PREFIXES.map((v) => ({ value: v, label: t(`common:options.phonePrefix.${v}`) }))}
                  required
                />
                <TextInput
                  {...register('phoneNumber')}
                  type="tel"
                  autoComplete="tel-national"
                  label={t('apply.phoneNumber')}
                  required
                  error={fieldError(errors.phoneNumber)}
                  style={{ gridColumn: 'span 2' }}
                />
              </SimpleGrid>
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('apply.resume')}
              </Title>
              {profileResume ? (
                <Radio.Group
                  label={t('apply.resumeChoice')}
                  value={resumeChoice}
                  onChange={(v) => {
                    setChoice(v as ResumeChoice);
                    form.clearErrors('resumeMediaId');
                  }}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="profile" label={t('apply.useProfileResume', { name: profileResume.originalName })} />
                    <Radio value="upload" label={t('apply.uploadResume')} />
                  </Stack>
                </Radio.Group>
              ) : null}
              {resumeChoice === 'upload' ? (
                <FileUploadField
                  purpose="resume"
                  label={t('apply.newResume')}
                  value={newResume}
                  onChange={(media) => {
                    setNewResume(media);
                    form.clearErrors('resumeMediaId');
                  }}
                  error={fieldError(errors.resumeMediaId)}
                />
              ) : errors.resumeMediaId ? (
                <Input.Error role="alert">{fieldError(errors.resumeMediaId)}</Input.Error>
              ) : null}
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <LimitedTextareaField
                control={control}
                name="pitch"
                label={t('apply.pitch')}
                description={t('apply.pitchHint')}
                autosize
                minRows={4}
                maxRows={12}
                maxLength={PITCH_MAX_LENGTH}
              />
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Stack gap={2}>
                <Title order={2} size="h4">
                  {t('apply.documents')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('apply.documentsHint', { max: MAX_SUPPORTING_DOCUMENTS })}
                </Text>
              </Stack>
              {slots.map((slot, index) => (
                <FileUploadField
                  key={slot.key}
                  purpose="supporting_document"
                  label={t('apply.document', { number: index + 1 })}
                  value={slot.media}
                  onChange={(media) =>
                    setDocuments(
                      media
                        ? slots.map((s) => (s.key === slot.key ? { ...s, media } : s))
                        : slots.filter((s) => s.key !== slot.key),
                    )
                  }
                />
              ))}
              {errors.documentMediaIds ? (
                <Input.Error role="alert">{fieldError(errors.documentMediaIds)}</Input.Error>
              ) : null}
              {slots.length < MAX_SUPPORTING_DOCUMENTS ? (
                <Group>
                  <Button
                    variant="light"
                    onClick={() => {
                      nextKey.current += 1;
                      setSlots([...slots, { key: nextKey.current, media: null }]);
                    }}
                  >
                    {t('apply.addDocument')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Card>

          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/candidate/job-detail/${id}`}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('apply.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
