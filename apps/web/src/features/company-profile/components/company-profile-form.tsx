// The company profile form, used by create-company-profile and by the profile page. It validates
// with the API's own schema; the server's field errors are put beside their fields.
import type { CompanyProfile, CompanyProfileValues } from '@fis/shared/company-profile-schemas';
import { INDUSTRIES, REGIONS } from '@fis/shared/job-enums';
import { LONG_TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUploadField, type UploadedMedia } from '../../../components/ui/file-upload-field';
import { FormSection } from '../../../components/ui/form-section';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { PhoneFields } from '../../../components/ui/phone-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, useFieldErrorText } from '../../../lib/form-errors';
import { defaultsOf, resolver } from '../api/company-profile-form-values';
import {
  COMPANY_PROFILE_FIELDS,
  type CompanyProfileFormInput,
  type SaveCompanyProfile,
} from '../api/update-company-profile';

type Input = CompanyProfileFormInput;

interface CompanyProfileFormProps {
  profile: CompanyProfile;
  /** The company's own save, or the admin's. */
  save: SaveCompanyProfile;
  /** The logo and cover are the company's own uploads: the admin's form leaves them as they are. */
  withUploads?: boolean;
  submitLabel: string;
  onSaved: (profile: CompanyProfile, message: string) => void;
  onCancel?: () => void;
}

export function CompanyProfileForm({
  profile,
  save,
  withUploads = true,
  submitLabel,
  onSaved,
  onCancel,
}: CompanyProfileFormProps) {
  const { t } = useTranslation('companyProfile');
  const fieldError = useFieldErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  // The stored files behind logoMediaId and coverMediaId, for the upload fields to show.
  const [images, setImages] = useState<{ logo: UploadedMedia | null; cover: UploadedMedia | null }>({
    logo: profile.logo,
    cover: profile.cover,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, CompanyProfileValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaultsOf(profile),
  });

  const onSubmit = async (values: CompanyProfileValues) => {
    setFormError(null);
    try {
      const result = await save(values);
      onSaved(result.profile, result.message);
    } catch (err) {
      if (!applyServerErrors<Input>(err, setError, COMPANY_PROFILE_FIELDS)) {
        const message =
          err instanceof ApiError ? t(`errors:${err.code}`, { defaultValue: err.message }) : t('errors:INTERNAL');
        setFormError(message);
        notifications.show({ color: 'red', message: t('messages:crud.updateFailed') });
      }
    }
  };

  const options = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`common:options.${group}.${value}`) }));

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="xl">
        <FormSection title={t('sections.identity')} columns={2}>
          <TextInput {...register('nameEn')} label={t('fields.nameEn')} required error={fieldError(errors.nameEn)} />
          <TextInput {...register('nameZh')} label={t('fields.nameZh')} error={fieldError(errors.nameZh)} />
          <TextInput
            {...register('displayName')}
            label={t('fields.displayName')}
            description={t('help.displayName')}
            error={fieldError(errors.displayName)}
          />
          <TextInput {...register('slogan')} label={t('fields.slogan')} error={fieldError(errors.slogan)} />
          <Controller
            control={control}
            name="industry"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                data={options(INDUSTRIES, 'industry')}
                label={t('fields.industry')}
                required
                searchable
                allowDeselect={false}
                error={fieldError(fieldState.error)}
              />
            )}
          />
          {watch('industry') === 'OTHER' ? (
            <TextInput
              {...register('industryOther')}
              label={t('fields.industryOther')}
              required
              error={fieldError(errors.industryOther)}
            />
          ) : null}
        </FormSection>

        <FormSection title={t('sections.contact')} columns={2}>
          <TextInput
            {...register('website')}
            label={t('fields.website')}
            placeholder="https://"
            type="url"
            autoComplete="url"
            error={fieldError(errors.website)}
          />
          <PhoneFields
            control={control}
            prefixName="phonePrefix"
            numberName="phoneNumber"
            prefixLabel={t('fields.phonePrefix')}
            numberLabel={t('fields.phoneNumber')}
            required
          />
          <Controller
            control={control}
            name="location"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                data={options(REGIONS, 'region')}
                label={t('fields.location')}
                required
                allowDeselect={false}
                error={fieldError(fieldState.error)}
              />
            )}
          />
          <TextInput {...register('address')} label={t('fields.address')} error={fieldError(errors.address)} />
        </FormSection>

        {withUploads ? (
          <FormSection title={t('sections.images')} columns={2}>
            {(['logo', 'cover'] as const).map((purpose) => {
              const field = purpose === 'logo' ? 'logoMediaId' : 'coverMediaId';
              return (
                <FileUploadField
                  key={purpose}
                  purpose={purpose}
                  label={t(`fields.${purpose}`)}
                  value={images[purpose]}
                  onChange={(media) => {
                    setImages((current) => ({ ...current, [purpose]: media }));
                    setValue(field, media?.id ?? null, { shouldDirty: true, shouldValidate: true });
                  }}
                  error={fieldError(errors[field])}
                />
              );
            })}
          </FormSection>
        ) : null}

        <FormSection title={t('sections.about')}>
          <LimitedTextareaField
            control={control}
            name="description"
            label={t('fields.description')}
            description={t('help.description')}
            required
            autosize
            minRows={5}
            maxLength={LONG_TEXT_MAX_LENGTH}
          />
        </FormSection>

        {formError ? (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          ) : null}
          <SubmitButton submitting={isSubmitting}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
