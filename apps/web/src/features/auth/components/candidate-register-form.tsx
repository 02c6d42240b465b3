// The candidate registration form: every field of candidateRegisterSchema, in sections, two
// columns from the sm breakpoint up. Documents (resume, transcript, student ID) come later.

import {
  CITIES,
  DEFAULT_PHONE_PREFIX,
  EDUCATION_LEVELS,
  INSTITUTIONS,
  LOCATION_SCOPE_VALUES,
  RESIDENCY_VALUES,
} from '@fis/shared/enums';
import { institutionKey } from '@fis/shared/institution-label';
import { yearChoices } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FormSection } from '../../../components/ui/form-section';
import { PhoneFields } from '../../../components/ui/phone-fields';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import {
  type RegisterCandidateValues,
  registerCandidateInputSchema,
  useRegisterCandidate,
} from '../api/register-candidate';
import { ConsentCheckbox } from './consent-checkbox';
import { passwordsMatch, phoneMatchesPrefix, withCrossFieldChecks } from './cross-field-checks';
import { applyFormErrors, FormErrorAlert } from './form-error-alert';
import { PasswordPairFields } from './password-pair-fields';
import { TermsConsentLabel } from './register-form-parts';

type CandidateInput = z.input<typeof registerCandidateInputSchema>;

// The fields on screen: an error on `next`, which the page carries and nobody types, goes in the form's alert.
const FIELDS = Object.keys(registerCandidateInputSchema.shape).filter((field) => field !== 'next');

interface CandidateRegisterFormProps {
  /** The page of the candidate area to go on to once signed in, which the verification email carries on. */
  next: string | null;
  onRegistered: (message: string) => void;
}

export function CandidateRegisterForm({ next, onRegistered }: CandidateRegisterFormProps) {
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
      institution: INSTITUTIONS.map((v) => ({ value: v, label: t(institutionKey(v)) })),
      educationLevel: EDUCATION_LEVELS.map((v) => ({ value: v, label: t(`common:options.educationLevel.${v}`) })),
      city: CITIES.map((v) => ({ value: v, label: t(`common:options.city.${v}`) })),
      legallyEmployable: LOCATION_SCOPE_VALUES.map((v) => ({
        value: String(v),
        label: t(`common:options.legallyEmployable.${v}`),
      })),
      residentType: RESIDENCY_VALUES.map((v) => ({ value: String(v), label: t(`common:options.residentType.${v}`) })),
      graduationYear: yearChoices().map((y) => String(y)),
    }),
    [t],
  );

  const institution = watch('institution');

  const onSubmit = async (values: RegisterCandidateValues) => {
    setFormError(null);
    try {
      const body = values.institution === 'Other' ? values : { ...values, institutionOther: undefined };
      const result = await registerCandidate.mutateAsync(next ? { ...body, next } : body);
      onRegistered(result.message);
    } catch (err) {
      if (!applyFormErrors<CandidateInput>(err, setError, FIELDS, { EMAIL_TAKEN: 'email' })) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="xl">
        <FormSection title={t('register.sections.personal')} columns={2}>
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
          <PhoneFields
            control={control}
            prefixName="phonePrefix"
            numberName="phoneNumber"
            prefixLabel={t('fields.phonePrefix')}
            numberLabel={t('fields.phoneNumber')}
          />
        </FormSection>

        <FormSection title={t('register.sections.education')} columns={2}>
          <SelectField
            control={control}
            name="institution"
            label={t('fields.institution')}
            data={options.institution}
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
          <SelectField
            control={control}
            name="educationLevel"
            label={t('fields.educationLevel')}
            data={options.educationLevel}
          />
          <SelectField
            control={control}
            name="graduationYear"
            label={t('fields.graduationYear')}
            data={options.graduationYear}
            numeric
          />
        </FormSection>

        <FormSection title={t('register.sections.residence')} columns={2}>
          <SelectField
            control={control}
            name="legallyEmployable"
            label={t('fields.legallyEmployable')}
            data={options.legallyEmployable}
            numeric
          />
          <SelectField
            control={control}
            name="residentType"
            label={t('fields.residentType')}
            data={options.residentType}
            numeric
          />
          <SelectField
            control={control}
            name="cityOfResidence"
            label={t('fields.cityOfResidence')}
            data={options.city}
          />
        </FormSection>

        <FormSection title={t('register.sections.account')}>
          <TextInput
            {...register('email')}
            label={t('fields.universityEmail')}
            description={t('register.universityEmailHelp')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email)}
          />
          <ColumnsGrid cols={{ base: 1, sm: 2 }}>
            <PasswordPairFields register={register} errors={errors} />
          </ColumnsGrid>
        </FormSection>

        <FormSection title={t('eligibilityRules:declarations.title')}>
          <Text size="sm">{t('eligibilityRules:declarations.registerIntro')}</Text>
          {(['adult', 'fullTimeStudent', 'fintechProgramme', 'noOtherAllowance'] as const).map((key) => (
            <ConsentCheckbox
              key={key}
              control={control}
              name={`declarations.${key}`}
              label={t(`eligibilityRules:declarations.${key}`)}
              description={t('register.optional')}
            />
          ))}
        </FormSection>

        <FormSection title={t('register.sections.consents')}>
          <Text size="sm">{t('register.documentsLater')}</Text>
          <Text size="sm">{t('register.eligibilityNote')}</Text>
          <ConsentCheckbox control={control} name="agreeTerms" label={<TermsConsentLabel />} />
          <ConsentCheckbox control={control} name="agreeDataSharing" label={t('register.agreeDataSharing')} />
          <ConsentCheckbox
            control={control}
            name="agreeMarketing"
            label={t('register.agreeMarketing')}
            description={t('register.optional')}
          />
        </FormSection>

        <FormErrorAlert error={formError} />
        <Group justify="flex-end">
          <SubmitButton submitting={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {t('register.submitCandidate')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
