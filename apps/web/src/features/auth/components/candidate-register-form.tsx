// The candidate registration form: every field of candidateRegisterSchema, in sections, two
// columns from the sm breakpoint up. Documents (resume, transcript, student ID) come later.

import {
  CITIES,
  DEFAULT_PHONE_PREFIX,
  EDUCATION_LEVELS,
  INSTITUTIONS,
  LOCATION_SCOPE_VALUES,
  PHONE_PREFIXES,
  RESIDENCY_VALUES,
} from '@fis/shared/enums';
import { PASSWORD_MIN_LENGTH, yearChoices } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type RegisterCandidateValues,
  registerCandidateInputSchema,
  useRegisterCandidate,
} from '../api/register-candidate';
import { passwordsMatch, phoneMatchesPrefix, withCrossFieldChecks } from './cross-field-checks';
import { applyFormErrors, FormErrorAlert, useFieldErrorText } from './form-error-alert';
import { SectionTitle, TermsConsentLabel } from './register-form-parts';

type CandidateInput = z.input<typeof registerCandidateInputSchema>;

const FIELDS = Object.keys(registerCandidateInputSchema.shape);

interface CandidateRegisterFormProps {
  onRegistered: (message: string) => void;
}

export function CandidateRegisterForm({ onRegistered }: CandidateRegisterFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const registerCandidate = useRegisterCandidate();
  const [formError, setFormError] = useState<unknown>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CandidateInput, unknown, RegisterCandidateValues>({
    resolver: withCrossFieldChecks(zodResolver(registerCandidateInputSchema), [passwordsMatch, phoneMatchesPrefix]),
    mode: 'onTouched',
    defaultValues: {
      englishName: '',
      chineseName: '',
      institutionOther: '',
      faculty: '',
      programme: '',
      email: '',
      phonePrefix: DEFAULT_PHONE_PREFIX,
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      agreeMarketing: false,
    },
  });

  const options = useMemo(
    () => ({
      institution: INSTITUTIONS.map((v) => ({ value: v, label: t(`common:options.institution.${v}`) })),
      educationLevel: EDUCATION_LEVELS.map((v) => ({ value: v, label: t(`common:options.educationLevel.${v}`) })),
      city: CITIES.map((v) => ({ value: v, label: t(`common:options.city.${v}`) })),
      legallyEmployable: LOCATION_SCOPE_VALUES.map((v) => ({
        value: String(v),
        label: t(`common:options.legallyEmployable.${v}`),
      })),
      residentType: RESIDENCY_VALUES.map((v) => ({ value: String(v), label: t(`common:options.residentType.${v}`) })),
      phonePrefix: PHONE_PREFIXES.map((v) => ({ value: v, label: t(`common:options.phonePrefix.${v}`) })),
      graduationYear: yearChoices().map((y) => String(y)),
    }),
    [t],
  );

  const institution = watch('institution');

  const onSubmit = async (values: RegisterCandidateValues) => {
    setFormError(null);
    try {
      const body = values.institution === 'Other' ? values : { ...values, institutionOther: undefined };
      const result = await registerCandidate.mutateAsync(body);
      onRegistered(result.message);
    } catch (err) {
      if (!applyFormErrors<CandidateInput>(err, setError, FIELDS, { EMAIL_TAKEN: 'email' })) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="xl">
        <Fieldset legend={<SectionTitle>{t('register.sections.personal')}</SectionTitle>} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              {...register('englishName')}
              label={t('fields.englishName')}
              autoComplete="name"
              error={fieldError(errors.englishName)}
            />
            <TextInput
              {...register('chineseName')}
              label={t('fields.chineseName')}
              description={t('register.optional')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={fieldError(errors.chineseName)}
            />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Controller
                name="phonePrefix"
                control={control}
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onBlur={field.onBlur}
                    data={options.phonePrefix}
                    label={t('fields.phonePrefix')}
                    allowDeselect={false}
                    w={150}
                    comboboxProps={{ width: 220, position: 'bottom-start' }}
                    error={fieldError(errors.phonePrefix)}
                  />
                )}
              />
              <TextInput
                {...register('phoneNumber')}
                label={t('fields.phoneNumber')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                style={{ flex: 1, minWidth: 0 }}
                error={fieldError(errors.phoneNumber)}
              />
            </Group>
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={<SectionTitle>{t('register.sections.education')}</SectionTitle>} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Controller
              name="institution"
              control={control}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  data={options.institution}
                  label={t('fields.institution')}
                  allowDeselect={false}
                  error={fieldError(errors.institution)}
                />
              )}
            />
            {institution === 'Other' ? (
              <TextInput
                {...register('institutionOther')}
                label={t('fields.institutionOther')}
                error={fieldError(errors.institutionOther)}
              />
            ) : null}
            <TextInput {...register('faculty')} label={t('fields.faculty')} error={fieldError(errors.faculty)} />
            <TextInput {...register('programme')} label={t('fields.programme')} error={fieldError(errors.programme)} />
            <Controller
              name="educationLevel"
              control={control}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  data={options.educationLevel}
                  label={t('fields.educationLevel')}
                  allowDeselect={false}
                  error={fieldError(errors.educationLevel)}
                />
              )}
            />
            <Controller
              name="graduationYear"
              control={control}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
                  onBlur={field.onBlur}
                  data={options.graduationYear}
                  label={t('fields.graduationYear')}
                  allowDeselect={false}
                  error={fieldError(errors.graduationYear)}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={<SectionTitle>{t('register.sections.residence')}</SectionTitle>} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <Controller
              name="legallyEmployable"
              control={control}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
                  onBlur={field.onBlur}
                  data={options.legallyEmployable}
                  label={t('fields.legallyEmployable')}
                  allowDeselect={false}
                  error={fieldError(errors.legallyEmployable)}
                />
              )}
            />
            <Controller
              name="residentType"
              control={control}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
                  onBlur={field.onBlur}
                  data={options.residentType}
                  label={t('fields.residentType')}
                  allowDeselect={false}
                  error={fieldError(errors.residentType)}
                />
              )}
            />
            <Controller
              name="cityOfResidence"
              control={control}
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  data={options.city}
                  label={t('fields.cityOfResidence')}
                  allowDeselect={false}
                  error={fieldError(errors.cityOfResidence)}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={<SectionTitle>{t('register.sections.account')}</SectionTitle>} variant="unstyled">
          <Stack gap="md">
            <TextInput
              {...register('email')}
              label={t('fields.universityEmail')}
              description={t('register.universityEmailHelp')}
              type="email"
              autoComplete="email"
              error={fieldError(errors.email)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <PasswordInput
                {...register('password')}
                visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
                label={t('fields.password')}
                description={t('fields.passwordRules', { min: PASSWORD_MIN_LENGTH })}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="new-password"
                error={fieldError(errors.password)}
              />
              <PasswordInput
                {...register('confirmPassword')}
                visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                error={fieldError(errors.confirmPassword)}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={<SectionTitle>{t('register.sections.consents')}</SectionTitle>} variant="unstyled">
          <Stack gap="md">
            <Text size="sm">{t('register.documentsLater')}</Text>
            <Text size="sm">{t('register.eligibilityNote')}</Text>
            <Controller
              name="agreeTerms"
              control={control}
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                  label={<TermsConsentLabel />}
                  error={fieldError(errors.agreeTerms)}
                />
              )}
            />
            <Controller
              name="agreeDataSharing"
              control={control}
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                  label={t('register.agreeDataSharing')}
                  error={fieldError(errors.agreeDataSharing)}
                />
              )}
            />
            <Controller
              name="agreeMarketing"
              control={control}
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                  label={t('register.agreeMarketing')}
                  description={t('register.optional')}
                  error={fieldError(errors.agreeMarketing)}
                />
              )}
            />
          </Stack>
        </Fieldset>

        <FormErrorAlert error={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {t('register.submitCandidate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
