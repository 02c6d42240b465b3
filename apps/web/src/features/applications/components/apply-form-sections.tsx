// The application form's sections: contact details, the resume (the profile's or a new upload), the
// pitch, and the supporting documents (added one slot at a time).
import { MAX_SUPPORTING_DOCUMENTS, PITCH_MAX_LENGTH } from '@fis/shared/application-schemas';
import type { RoundSummary } from '@fis/shared/round-schemas';
import { Button, Checkbox, Group, Input, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { FormSection } from '../../../components/ui/form-section';
import { LimitedTextareaField } from '../../../components/ui/limited-text';
import { PhoneFields } from '../../../components/ui/phone-fields';
import { useFieldErrorText } from '../../../lib/form-errors';
import type { ApplyForm, ResumeChoice } from '../hooks/use-apply-form';

export function ContactSection({ apply }: { apply: ApplyForm }) {
  const { t } = useTranslation('applications');
  const fieldError = useFieldErrorText();
  const { register, control, formState } = apply.form;
  return (
    <FormSection card title={t('apply.contact')}>
      <TextInput
        {...register('contactEmail')}
        type="email"
        autoComplete="email"
        label={t('apply.contactEmail')}
        required
        error={fieldError(formState.errors.contactEmail)}
      />
      <PhoneFields
        control={control}
        prefixName="phonePrefix"
        numberName="phoneNumber"
        prefixLabel={t('apply.phonePrefix')}
        numberLabel={t('apply.phoneNumber')}
        required
      />
    </FormSection>
  );
}

export function ResumeSection({ apply }: { apply: ApplyForm }) {
  const { t } = useTranslation('applications');
  const fieldError = useFieldErrorText();
  const error = apply.form.formState.errors.resumeMediaId;
  return (
    <FormSection card title={t('apply.resume')}>
      {apply.profileResume ? (
        <Radio.Group
          label={t('apply.resumeChoice')}
          value={apply.resumeChoice}
          onChange={(v) => apply.chooseResume(v as ResumeChoice)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="profile" label={t('apply.useProfileResume', { name: apply.profileResume.originalName })} />
            <Radio value="upload" label={t('apply.uploadResume')} />
          </Stack>
        </Radio.Group>
      ) : null}
      {apply.resumeChoice === 'upload' ? (
        <FileUploadField
          purpose="resume"
          label={t('apply.newResume')}
          value={apply.newResume}
          onChange={apply.setNewResume}
          error={fieldError(error)}
        />
      ) : error ? (
        <Input.Error role="alert">{fieldError(error)}</Input.Error>
      ) : null}
    </FormSection>
  );
}

export function PitchSection({ apply }: { apply: ApplyForm }) {
  const { t } = useTranslation('applications');
  return (
    <FormSection card>
      <LimitedTextareaField
        control={apply.form.control}
        name="pitch"
        label={t('apply.pitch')}
        description={t('apply.pitchHint')}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={PITCH_MAX_LENGTH}
      />
    </FormSection>
  );
}

export function DocumentsSection({ apply }: { apply: ApplyForm }) {
  const { t } = useTranslation('applications');
  const fieldError = useFieldErrorText();
  const { slots, setDocuments } = apply;
  const error = apply.form.formState.errors.documentMediaIds;
  return (
    <FormSection
      card
      title={t('apply.documents')}
      description={t('apply.documentsHint', { max: MAX_SUPPORTING_DOCUMENTS })}
    >
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
      {error ? <Input.Error role="alert">{fieldError(error)}</Input.Error> : null}
      {slots.length < MAX_SUPPORTING_DOCUMENTS ? (
        <Group>
          <Button variant="light" onClick={apply.addSlot}>
            {t('apply.addDocument')}
          </Button>
        </Group>
      ) : null}
    </FormSection>
  );
}

/**
 * The confirmations about this company the eligibility rules read (docs/decisions/026), kept on the
 * application; the prior-employment window is the job's round's (decision 039).
 */
export function CompanyDeclarationsSection({ apply, round }: { apply: ApplyForm; round: RoundSummary }) {
  const { t } = useTranslation('eligibilityRules');
  const { register } = apply.form;
  return (
    <FormSection card title={t('apply.title')}>
      <Checkbox {...register('declarations.notRelated')} label={t('apply.notRelated')} />
      <Checkbox
        {...register('declarations.notRecentlyEmployed')}
        label={t('apply.notRecentlyEmployed', { count: round.priorEmploymentMonths })}
      />
    </FormSection>
  );
}
