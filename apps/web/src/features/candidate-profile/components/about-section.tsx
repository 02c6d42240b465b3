// Self introduction and skills, saved together.

import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { skillsField } from '@fis/shared/candidate-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { LONG_TEXT_MAX_LENGTH, MAX_SKILLS } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TagsInput } from '@mantine/core';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { useNotifySuccess } from './form-helpers';
import { SectionCard } from './section-card';

export const aboutSchema = z.object({
  selfIntroduction: z.string().max(LONG_TEXT_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG),
  skills: skillsField(),
});
export type AboutInput = z.input<typeof aboutSchema>;
export type AboutValues = z.output<typeof aboutSchema>;

/** The two inputs, for this section and the first step of create-profile. */
export function AboutFields({ form }: { form: UseFormReturn<AboutInput, unknown, AboutValues> }) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="md">
      <LimitedTextareaField
        control={control}
        name="selfIntroduction"
        label={t('about.selfIntroduction')}
        description={t('about.selfIntroductionHint')}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={LONG_TEXT_MAX_LENGTH}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <TagsInput
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value}
            onChange={field.onChange}
            label={t('about.skills')}
            description={t('about.skillsHint', { max: MAX_SKILLS })}
            maxTags={MAX_SKILLS}
            splitChars={[',', '，', '、']}
            acceptValueOnBlur
            clearable
            error={fieldError(
              fieldState.error ?? (Array.isArray(errors.skills) ? errors.skills.find(Boolean) : undefined),
            )}
          />
        )}
      />
    </Stack>
  );
}

export function AboutSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const notifySuccess = useNotifySuccess();
  const serverErrors = useServerErrors();
  const form = useForm<AboutInput, unknown, AboutValues>({
    resolver: zodResolver(aboutSchema),
    mode: 'onTouched',
    values: { selfIntroduction: profile.selfIntroduction ?? '', skills: profile.skills },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess('saved');
      form.reset(values);
    } catch (err) {
      serverErrors(err, form.setError, ['selfIntroduction', 'skills']);
    }
  });

  return (
    <SectionCard title={t('about.title')} description={profile.selfIntroduction ? undefined : t('about.empty')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AboutFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
