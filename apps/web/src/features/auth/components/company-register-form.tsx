// The company registration form. The admin activates the account, usually within 24 hours.

import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FormSection } from '../../../components/ui/form-section';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { type RegisterCompanyValues, registerCompanyInputSchema, useRegisterCompany } from '../api/register-company';
import { ConsentCheckbox } from './consent-checkbox';
import { passwordsMatch, withCrossFieldChecks } from './cross-field-checks';
import { applyFormErrors, FormErrorAlert } from './form-error-alert';
import { PasswordPairFields } from './password-pair-fields';
import { TermsConsentLabel } from './register-form-parts';

type CompanyInput = z.input<typeof registerCompanyInputSchema>;

const FIELDS = Object.keys(registerCompanyInputSchema.shape);

interface CompanyRegisterFormProps {
  onRegistered: (message: string) => void;
}

export function CompanyRegisterForm({ onRegistered }: CompanyRegisterFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const registerCompany = useRegisterCompany();
  const [formError, setFormError] = useState<unknown>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyInput, unknown, RegisterCompanyValues>({
    resolver: withCrossFieldChecks(zodResolver(registerCompanyInputSchema), [passwordsMatch]),
    mode: 'onTouched',
    defaultValues: { email: '', jobRole: '', companyName: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: RegisterCompanyValues) => {
    setFormError(null);
    try {
      const result = await registerCompany.mutateAsync(values);
      onRegistered(result.message);
    } catch (err) {
      if (!applyFormErrors<CompanyInput>(err, setError, FIELDS, { EMAIL_TAKEN: 'email' })) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="xl">
        <FormSection title={t('register.sections.company')} columns={2}>
          <TextInput
            {...register('companyName')}
            label={t('fields.companyName')}
            autoComplete="organization"
            error={fieldError(errors.companyName)}
          />
          <TextInput
            {...register('jobRole')}
            label={t('fields.jobRole')}
            autoComplete="organization-title"
            error={fieldError(errors.jobRole)}
          />
        </FormSection>

        <FormSection title={t('register.sections.account')}>
          <TextInput
            {...register('email')}
            label={t('fields.contactEmail')}
            description={t('register.contactEmailHelp')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email)}
          />
          <ColumnsGrid cols={{ base: 1, sm: 2 }}>
            <PasswordPairFields register={register} errors={errors} />
          </ColumnsGrid>
        </FormSection>

        <FormSection title={t('register.sections.consents')}>
          <Text size="sm">{t('register.companyReviewNote')}</Text>
          <ConsentCheckbox control={control} name="acceptedIntoScheme" label={t('register.acceptedIntoScheme')} />
          <ConsentCheckbox control={control} name="agreeTerms" label={<TermsConsentLabel />} />
        </FormSection>

        <FormErrorAlert error={formError} />
        <Group justify="flex-end">
          <SubmitButton submitting={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {t('register.submitCompany')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
