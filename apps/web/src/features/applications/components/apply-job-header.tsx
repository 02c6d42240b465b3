// The head of the apply page: the way back to the job, and the title naming the position (with the
// page's introduction under it when the form follows).
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';

export function BackToJobLink({ jobId }: { jobId: string }) {
  const { t } = useTranslation('applications');
  return (
    <Anchor component={PageLink} to={`/candidate/job-detail/${jobId}`} size="sm">
      ← {t('apply.back')}
    </Anchor>
  );
}

export function ApplyJobHeader({ jobId, position, intro }: { jobId: string; position: string; intro?: string }) {
  const { t } = useTranslation('applications');
  const title = (
    <Title order={1} size="h2">
      {t('apply.title', { position })}
    </Title>
  );
  return (
    <>
      <BackToJobLink jobId={jobId} />
      {intro ? (
        <Stack gap={4}>
          {title}
          <Text c="dimmed">{intro}</Text>
        </Stack>
      ) : (
        title
      )}
    </>
  );
}
