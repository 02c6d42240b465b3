// A candidate's profile as a company reads it: about and skills, education, experience, and the
// documents (each opening is audited by the API).
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EducationEntryText, ExperienceEntryText } from '../../../components/profile-entries';
import { ContentSection, SectionEmpty } from '../../../components/ui/content-section';
import { ExpandableText } from '../../../components/ui/expandable-text';
import { downloadFile } from '../../../lib/api-client';
import { useNotifyFailure } from '../../../lib/notify';

/** A skill as long as the candidate wrote it: on several lines rather than cut off on a phone. */
const WRAPPING_BADGE = {
  root: { height: 'auto', minWidth: 0, maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

function DocumentLink({ media, label }: { media: UploadedMedia; label: string }) {
  const { t } = useTranslation('candidates');
  const notifyFailure = useNotifyFailure();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        {label}:
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-label={t('profile.openDocument', { label, name: media.originalName })}
        onClick={() => downloadFile(media.url).catch(notifyFailure)}
        style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        {media.originalName}
      </Anchor>
    </Group>
  );
}

export function ProfileSections({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation('candidates');
  const hasDocuments = profile.resume || profile.transcript || profile.studentId || profile.attachments.length > 0;

  return (
    <>
      <ContentSection title={t('profile.about')}>
        {profile.selfIntroduction ? (
          <ExpandableText>{profile.selfIntroduction}</ExpandableText>
        ) : (
          <SectionEmpty>{t('profile.noAbout')}</SectionEmpty>
        )}
        <Title order={3} size="h5">
          {t('profile.skills')}
        </Title>
        {profile.skills.length > 0 ? (
          <Group gap={6}>
            {profile.skills.map((skill) => (
              <Badge key={skill} variant="outline" color="gray" tt="none" styles={WRAPPING_BADGE}>
                {skill}
              </Badge>
            ))}
          </Group>
        ) : (
          <SectionEmpty>{t('profile.noSkills')}</SectionEmpty>
        )}
      </ContentSection>

      <ContentSection title={t('profile.education')}>
        {profile.education.length === 0 ? (
          <SectionEmpty>{t('profile.noEducation')}</SectionEmpty>
        ) : (
          profile.education.map((entry) => (
            <Stack key={entry.id} gap={2}>
              <EducationEntryText entry={entry} />
            </Stack>
          ))
        )}
      </ContentSection>

      <ContentSection title={t('profile.experience')}>
        {profile.experience.length === 0 ? (
          <SectionEmpty>{t('profile.noExperience')}</SectionEmpty>
        ) : (
          profile.experience.map((entry) => (
            <Stack key={entry.id} gap={2}>
              <ExperienceEntryText entry={entry} />
            </Stack>
          ))
        )}
      </ContentSection>

      <ContentSection title={t('profile.documents')}>
        <Text size="xs" c="dimmed">
          {t('profile.documentsNote')}
        </Text>
        {hasDocuments ? (
          <Stack gap="xs">
            {profile.resume ? <DocumentLink media={profile.resume} label={t('profile.resume')} /> : null}
            {profile.transcript ? <DocumentLink media={profile.transcript} label={t('profile.transcript')} /> : null}
            {profile.studentId ? <DocumentLink media={profile.studentId} label={t('profile.studentId')} /> : null}
            {profile.attachments.map((attachment) => (
              <DocumentLink key={attachment.id} media={attachment.media} label={attachment.title} />
            ))}
          </Stack>
        ) : (
          <SectionEmpty>{t('profile.noDocuments')}</SectionEmpty>
        )}
      </ContentSection>
    </>
  );
}
