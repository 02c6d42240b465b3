// The company's contact person: what registration collected (the job role), with the name and
// phone asked for here, validated with the API's schema.
import { DEFAULT_PHONE_PREFIX } from '@fis/shared/enums';
import { type CompanyContact, type CompanyContactInput, companyContactSchema } from '@fis/shared/settings-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FormSection } from '../../../components/ui/form-section';
import { PhoneFields } from '../../../components/ui/phone-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { useSaveCompanyContact } from '../api/settings';

const FIELDS = ['contactName', 'jobRole', 'phonePrefix', 'phoneNumber'] as const;

export function ContactPersonForm({ contact }: { contact: CompanyContact }) {
  const { t } = useTranslation('settings');
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const save = useSaveCompanyContact();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyContactInput>({
    resolver: zodResolver(companyContactSchema),
    mode: 'onTouched',
    defaultValues: {
      contactName: contact.contactName ?? '',
      jobRole: contact.jobRole,
      phonePrefix: contact.phonePrefix ?? DEFAULT_PHONE_PREFIX,
      phoneNumber: contact.phoneNumber ?? '',
    },
  });

  const onSubmit = async (values: CompanyContactInput) => {
    try {
      await save.mutateAsync(values);
      notifications.show({ color: 'green', message: t('messages:crud.saved') });
    } catch (err) {
      serverErrors(err, setError, FIELDS);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormSection title={t('contact.title')} description={t('contact.description')} card>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...register('contactName')}
            label={t('contact.name')}
            autoComplete="name"
            required
            error={fieldError(errors.contactName)}
          />
          <TextInput
            {...register('jobRole')}
            label={t('contact.jobRole')}
            autoComplete="organization-title"
            required
            error={fieldError(errors.jobRole)}
          />
        </ColumnsGrid>
        <PhoneFields
          control={control}
          prefixName="phonePrefix"
          numberName="phoneNumber"
          prefixLabel={t('contact.phonePrefix')}
          numberLabel={t('contact.phoneNumber')}
          required
        />
        <Group>
          <SubmitButton submitting={isSubmitting}>{t('contact.submit')}</SubmitButton>
        </Group>
      </FormSection>
    </form>
  );
}
