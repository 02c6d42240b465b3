// /candidate/profile/:id (SPEC section 2): the candidate's own profile, every part editable in
// place. Another id shows the not-found text (other candidates' profiles are not for candidates).
import { Alert, Button, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useMyProfile } from '../api/get-my-profile';
import { AboutSection } from './about-section';
import { AttachmentsSection } from './attachments-section';
import { DocumentsSection } from './documents-section';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { FileAccessSection } from './file-access-section';
import { ProfileHeader } from './profile-header';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack maw={960} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={36} width="50%" />
      {[160, 220, 140, 140, 180].map((height) => (
        <Card key={height} withBorder radius="md" padding="lg">
          <Skeleton height={20} width="30%" mb="md" />
          <Skeleton height={height - 60} />
        </Card>
      ))}
    </Stack>
  );
}

export function CandidateProfilePage() {
  const { t } = useTranslation('profile');
  const { id } = useParams();
  const { data: user } = useCurrentUser();
  const query = useMyProfile();

  if (user && id !== user.id) {
    return (
      <Alert color="gray" title={t('common:notFound.title')} maw={960}>
        {t('common:notFound.body')}
      </Alert>
    );
  }
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    return (
      <Alert color="red" title={t('loadError')} maw={960}>
        <Stack gap="xs" align="flex-start">
          {query.error.message}
          <Button variant="light" size="xs" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const profile = query.data;
  return (
    <Stack maw={960} gap="lg">
      <ProfileHeader profile={profile} />
      <AboutSection profile={profile} />
      <EducationSection profile={profile} />
      <ExperienceSection profile={profile} />
      <DocumentsSection profile={profile} />
      <AttachmentsSection profile={profile} />
      <FileAccessSection />
    </Stack>
  );
}
