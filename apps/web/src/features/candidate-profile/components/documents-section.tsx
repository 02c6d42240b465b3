// Resume, transcript and student ID scan: each saved to the profile as soon as it is uploaded;
// replacing one deletes the old file, removing one clears the field.
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { useErrorText } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { useUpdateResume } from '../api/update-resume';
import { useNotifySuccess } from './form-helpers';
import { SectionCard } from './section-card';

type DocumentField = 'resume' | 'transcript' | 'studentId';

export function DocumentsSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profile');
  const updateResume = useUpdateResume();
  const updateProfile = useUpdateProfile();
  const notifySuccess = useNotifySuccess();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Partial<Record<DocumentField, string>>>({});

  const save = async (field: DocumentField, media: UploadedMedia | null) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    const id = media?.id ?? null;
    try {
      if (field === 'resume') await updateResume.mutateAsync(id);
      else if (field === 'transcript') await updateProfile.mutateAsync({ transcriptMediaId: id });
      else await updateProfile.mutateAsync({ studentIdMediaId: id });
      notifySuccess(media ? 'uploaded' : 'deleted');
    } catch (err) {
      setErrors((e) => ({ ...e, [field]: errorText(err) }));
    }
  };

  return (
    <SectionCard title={t('documents.title')} description={t('documents.intro')}>
      <ColumnsGrid cols={{ base: 1, md: 3 }} spacing="md">
        <FileUploadField
          purpose="resume"
          label={t('documents.resume')}
          value={profile.resume}
          error={errors.resume}
          onChange={(m) => save('resume', m)}
        />
        <FileUploadField
          purpose="transcript"
          label={t('documents.transcript')}
          value={profile.transcript}
          error={errors.transcript}
          onChange={(m) => save('transcript', m)}
        />
        <FileUploadField
          purpose="student_id"
          label={t('documents.studentId')}
          value={profile.studentId}
          error={errors.studentId}
          onChange={(m) => save('studentId', m)}
        />
      </ColumnsGrid>
    </SectionCard>
  );
}
