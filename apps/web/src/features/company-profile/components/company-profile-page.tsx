// /company/profile: the company's profile, to view and to edit.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyProfile } from '../api/get-company-profile';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProfileView } from './company-profile-view';

export function CompanyProfilePage() {
  const { t } = useTranslation('companyProfile');
  const query = useCompanyProfile();
  const save = useUpdateCompanyProfile();
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <Skeleton height={480} maw={960} />;
  if (query.isError) {
    return (
      <Alert color="red" title={query.error.message} maw={960}>
        <Button variant="light" onClick={() => query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  const profile = query.data;
  const isEditing = editing || !profile.profileCompleted;

  return (
    <Stack maw={960} gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t(isEditing ? 'edit.intro' : 'view.intro')}</Text>
        </Stack>
        {!isEditing ? <Button onClick={() => setEditing(true)}>{t('edit.button')}</Button> : null}
      </Group>
      {isEditing ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <CompanyProfileForm
            profile={profile}
            save={save.mutateAsync}
            submitLabel={t('common:actions.save')}
            onCancel={profile.profileCompleted ? () => setEditing(false) : undefined}
            onSaved={(_, message) => {
              notifications.show({ color: 'green', message });
              setEditing(false);
            }}
          />
        </Paper>
      ) : (
        <CompanyProfileView profile={profile} />
      )}
    </Stack>
  );
}
