// One education or experience entry in a profile list, with its edit and delete buttons.
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../lib/i18n';

interface EntryCardProps {
  /** Names the entry in the buttons' accessible labels ("Edit: BBA in Finance"). */
  name: string;
  onEdit: () => void;
  /** Absent when the entry may not be deleted (a profile's only education entry). */
  onDelete?: () => void;
  children: ReactNode;
}

export function EntryCard({ name, onEdit, onDelete, children }: EntryCardProps) {
  const { t } = useTranslation('profile');
  const label = useLabel();
  return (
    <Paper withBorder p="sm" radius="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {children}
        </Stack>
        <Group gap="xs">
          <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={`${label(t('actions.edit'))}${name}`}>
            {t('actions.edit')}
          </Button>
          {onDelete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={`${label(t('actions.delete'))}${name}`}
            >
              {t('actions.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
