// /admin-portal/companies/:id/profile: the admin reads and corrects a company's profile.
import { companyNameIn } from '@fis/shared/company-name';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminCompanyProfile, useAdminUpdateCompanyProfile } from '../api/admin-company-profile';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProfileView } from './company-profile-view';

export function AdminCompanyProfilePage() {
  const { t, i18n } = useTranslation('companyProfile');
  const { id = '' } = useParams();
  const query = useAdminCompanyProfile(id);
  const save = useAdminUpdateCompanyProfile(id);
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
  return (
    <Stack maw={960} gap="lg">
      <Anchor component={PageLink} to="/admin-portal/job-approvals">
        ← {t('admin.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>
            {companyNameIn(
              { name: profile.displayName ?? profile.nameEn ?? profile.companyName, nameZh: profile.nameZh },
              i18n.language,
            )}
          </Title>
          <Text c="dimmed">{t('admin.intro')}</Text>
        </Stack>
        {!editing ? <Button onClick={() => setEditing(true)}>{t('edit.button')}</Button> : null}
      </Group>
      {editing ? (
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <CompanyProfileForm
            profile={profile}
            save={save.mutateAsync}
            withUploads={false}
            submitLabel={t('common:actions.save')}
            onCancel={() => setEditing(false)}
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
