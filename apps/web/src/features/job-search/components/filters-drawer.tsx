// The job list's filters on a phone, in a drawer from the bottom. Loaded when it first opens
// (job-list-page.tsx), with the filters' selects.
import { Button, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFilters as Filters } from '../api/search-jobs';
import { JobFilters } from './job-filters';
import type { FilterKey } from './url-filters';

export function FiltersDrawer({
  opened,
  onClose,
  filters,
  onChange,
  clearButton,
}: {
  opened: boolean;
  onClose: () => void;
  filters: Filters;
  onChange: (key: FilterKey, value: string | null) => void;
  clearButton: ReactNode;
}) {
  const { t } = useTranslation('search');
  return (
    <Drawer opened={opened} onClose={onClose} title={t('list.filters')} position="bottom" size="auto">
      <Stack gap="md" pb="md">
        <JobFilters filters={filters} onChange={onChange} columns={1} />
        <Group justify="space-between">
          {clearButton || <span />}
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
