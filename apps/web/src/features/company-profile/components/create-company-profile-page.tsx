// /create-company-profile: the company's first sign-in step (SPEC sections 2 and 4). Saving the
// profile ends the step and leads to the company dashboard.
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyProfile } from '../api/get-company-profile';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { CompanyProfileForm } from './company-profile-form';

export function CreateCompanyProfilePage() {
  const { t } = useTranslation('companyProfile');
  const navigate = useNavigate();
  const query = useCompanyProfile();
  const save = useUpdateCompanyProfile();
  // A profile completed before this visit leads to the profile page; one saved here, to the dashboard.
  const completedOnArrival = useRef<boolean | null>(null);
  if (query.data && completedOnArrival.current === null) completedOnArrival.current = query.data.profileCompleted;

  if (query.isPending) return <Skeleton height={480} />;
  if (query.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={query.error.message}>
          <Button variant="light" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (completedOnArrival.current) return <Navigate to="/company/profile" replace />;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('create.title')}</Title>
          <Text c="dimmed">{t('create.intro', { name: query.data.companyName })}</Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <CompanyProfileForm
            profile={query.data}
            save={save.mutateAsync}
            submitLabel={t('create.submit')}
            onSaved={(_, message) => {
              notifications.show({ color: 'green', message });
              navigate('/company/dashboard', { replace: true });
            }}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
