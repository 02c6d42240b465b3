// /admin-portal/candidates/:id/edit: the scheme office corrects a candidate's details with the
// candidate's own schema (updateProfileSchema: the same checks in the browser and the API, field
// errors beside their field). Files stay the candidate's to upload. The candidate is told. Below
// it, `entries`: the candidate's education and experience lists, which the route file composes.

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import {
  type UpdateProfileInput,
  type UpdateProfileValues,
  updateProfileSchema,
} from '@fis/shared/candidate-profile-schemas';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FormSection } from '../../../components/ui/form-section';
import { LimitedTextareaField, LimitedTextInputField } from '../../../components/ui/limited-text';
import { PageLink } from '../../../components/ui/page-link';
import { PhoneFields } from '../../../components/ui/phone-fields';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateCandidateProfile } from '../api/update-candidate-profile';

const FIELDS = [
  'englishName',
  'chineseName',
  'programme',
  'faculty',
  'phonePrefix',
  'phoneNumber',
  'selfIntroduction',
] as const;

export function CandidateProfileEditPage({
  profile,
  onSaved,
  entries,
}: {
  profile: CandidateProfile;
  /** After saving: the route file refreshes what other features show of the profile. */
  onSaved?: () => void;
  /** The candidate's entries, edited in their own dialogs (each saved on its own). */
  entries?: ReactNode;
}) {
  const { t } = useTranslation('adminRecords');
  const navigate = useNavigate();
  const save = useUpdateCandidateProfile(profile.userId);
  const [error, setError] = useState<string | null>(null);
  const back = `/admin-portal/candidates/${profile.userId}`;
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileValues>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      englishName: profile.englishName,
      chineseName: profile.chineseName ?? '',
      programme: profile.programme,
      faculty: profile.faculty,
      phonePrefix: profile.phonePrefix as UpdateProfileInput['phonePrefix'],
      phoneNumber: profile.phoneNumber,
      selfIntroduction: profile.selfIntroduction ?? '',
    },
  });
  const { control, handleSubmit, formState } = form;

  // The studies are the current education entry's: after an entry is saved below, the fields
  // follow it (unless being edited), so saving this form does not put the old studies back.
  const { getFieldState, resetField } = form;
  useEffect(() => {
    for (const [name, value] of [
      ['programme', profile.programme],
      ['faculty', profile.faculty],
    ] as const) {
      if (!getFieldState(name).isDirty) resetField(name, { defaultValue: value });
    }
  }, [profile.programme, profile.faculty, getFieldState, resetField]);

  const onSubmit = async (values: UpdateProfileValues) => {
    setError(null);
    try {
      await save.mutateAsync(values);
      onSaved?.();
      notifications.show({ color: 'green', message: t('profileEdit.saved') });
      navigate(back);
    } catch (err) {
      applyServerErrors(err, form.setError, FIELDS);
      setError(
        err instanceof ApiError ? t(`errors:${err.code}`, { defaultValue: err.message }) : t('profileEdit.failed'),
      );
    }
  };

  return (
    <Stack maw={960} gap="lg">
      <Anchor component={PageLink} to={back} size="sm">
        ← {t('profileEdit.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('profileEdit.title', { name: profile.englishName })}
        </Title>
        <Text c="dimmed">{t('profileEdit.intro')}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap="xl">
            <FormSection title={t('profileEdit.identity')}>
              <ColumnsGrid cols={{ base: 1, sm: 2 }}>
                <LimitedTextInputField
                  control={control}
                  name="englishName"
                  label={t('profileEdit.englishName')}
                  required
                  maxLength={TEXT_MAX_LENGTH}
                />
                <LimitedTextInputField
                  control={control}
                  name="chineseName"
                  label={t('profileEdit.chineseName')}
                  maxLength={50}
                />
              </ColumnsGrid>
              <PhoneFields
                control={control}
                prefixName="phonePrefix"
                numberName="phoneNumber"
                prefixLabel={t('profileEdit.phonePrefix')}
                numberLabel={t('profileEdit.phoneNumber')}
                required
              />
            </FormSection>
            <FormSection title={t('profileEdit.studies')}>
              <ColumnsGrid cols={{ base: 1, sm: 2 }}>
                <LimitedTextInputField
                  control={control}
                  name="programme"
                  label={t('profileEdit.programme')}
                  required
                  maxLength={TEXT_MAX_LENGTH}
                />
                <LimitedTextInputField
                  control={control}
                  name="faculty"
                  label={t('profileEdit.faculty')}
                  required
                  maxLength={TEXT_MAX_LENGTH}
                />
              </ColumnsGrid>
            </FormSection>
            <FormSection title={t('profileEdit.about')}>
              <LimitedTextareaField
                control={control}
                name="selfIntroduction"
                label={t('profileEdit.selfIntroduction')}
                autosize
                minRows={4}
                maxLength={LONG_TEXT_MAX_LENGTH}
              />
            </FormSection>
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" component={PageLink} to={back}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {t('common:actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {entries ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('profileEdit.entriesTitle')}
            </Title>
            <Text c="dimmed">{t('profileEdit.entriesIntro')}</Text>
          </Stack>
          {entries}
        </Stack>
      ) : null}
    </Stack>
  );
}
