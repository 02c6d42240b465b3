// The company registration form. The admin activates the account, usually within 24 hours.

import { PASSWORD_MIN_LENGTH } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Fieldset, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type RegisterCompanyValues, registerCompanyInputSchema, useRegisterCompany } from '../api/register-company';
import { passwordsMatch, withCrossFieldChecks } from './cross-field-checks';
import { applyFormErrors, FormErrorAlert, useFieldErrorText } from './form-error-alert';
import { SectionTitle, TermsConsentLabel } from './register-form-parts';

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
        <Fieldset legend={<SectionTitle>{t('register.sections.company')}</SectionTitle>} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
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
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={<SectionTitle>{t('register.sections.account')}</SectionTitle>} variant="unstyled">
          <Stack gap="md">
            <TextInput
              {...register('email')}
              label={t('fields.contactEmail')}
              description={t('register.contactEmailHelp')}
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
            <Text size="sm">{t('register.companyReviewNote')}</Text>
            <Controller
              name="acceptedIntoScheme"
              control={control}
              render={({ field }) => (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                  label={t('register.acceptedIntoScheme')}
                  error={fieldError(errors.acceptedIntoScheme)}
                />
              )}
            />
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
          </Stack>
        </Fieldset>

        <FormErrorAlert error={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {t('register.submitCompany')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
