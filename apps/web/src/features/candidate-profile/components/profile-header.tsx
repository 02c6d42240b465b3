// The top of the profile page: the candidate's photo (or initials), who they are, and the photo's
// upload field (saved as soon as it is uploaded).
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { institutionLabel } from '@fis/shared/institution-label';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/ui/avatars';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { InstitutionText } from '../../../components/ui/institution-logo';
import { useErrorText } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { useNotifySuccess } from './form-helpers';

export function ProfileHeader({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const notifySuccess = useNotifySuccess();
  const errorText = useErrorText();
  const [error, setError] = useState<string | undefined>();
  const institution = institutionLabel(profile, t);

  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="lg" align="flex-start" wrap="wrap">
        <PersonAvatar name={profile.englishName} url={profile.avatar?.url} size={112} alt={t('summary.avatar')} />
        <Stack gap="md" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Stack gap={2}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {profile.englishName}
              {/* A Chinese name is one word: kept on one line rather than broken between characters. */}
              {profile.chineseName ? (
                <>
                  {' '}
                  <span style={{ wordBreak: 'keep-all' }}>{profile.chineseName}</span>
                </>
              ) : null}
            </Title>
            <InstitutionText institution={profile.institution} size="md" c="dimmed" logoSize={24}>
              {t('summary.studying', { programme: profile.programme, institution })}
            </InstitutionText>
            <Text size="sm" c="dimmed">
              {profile.email}
            </Text>
          </Stack>
          <FileUploadField
            purpose="avatar"
            label={t('summary.avatar')}
            value={profile.avatar}
            error={error}
            pictureShownElsewhere
            onChange={async (media) => {
              setError(undefined);
              try {
                await update.mutateAsync({ avatarMediaId: media?.id ?? null });
                notifySuccess(media ? 'uploaded' : 'deleted');
              } catch (err) {
                setError(errorText(err));
              }
            }}
          />
        </Stack>
      </Group>
    </Card>
  );
}
