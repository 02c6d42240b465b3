// Above a job's applicants: the number found and, once some are ticked, the same action for all of
// them (Offer disabled while no funded place is left); after a bulk action, those the API refused
// with its reason for each.
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPANY_ACTIONS, type CompanyAction, type RefusedRow } from '../utils/stage-actions';

export function BulkActionBar({
  total,
  selected,
  onAction,
  onClear,
  offerBlockedBy,
}: {
  total: number;
  selected: number;
  onAction(action: CompanyAction): void;
  onClear(): void;
  /** The id of the note saying why no offer can be made now; Offer is then disabled. */
  offerBlockedBy?: string | undefined;
}) {
  const { t } = useTranslation('applications');
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Text size="sm" c="dimmed">
        {t('candidates.total', { count: total })}
      </Text>
      {selected > 0 ? (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('actions.selected', { count: selected })}
          </Text>
          {COMPANY_ACTIONS.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'reject' ? 'light' : 'default'}
              color={action === 'reject' ? 'red' : undefined}
              disabled={action === 'offer' && offerBlockedBy !== undefined}
              aria-describedby={action === 'offer' ? offerBlockedBy : undefined}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('actions.clearSelection')}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}

export function RefusedAlert({ refused, onClose }: { refused: RefusedRow[]; onClose(): void }) {
  const { t } = useTranslation('applications');
  if (refused.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title={t('actions.refused', { count: refused.length })}
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={onClose}
    >
      <List size="sm">
        {refused.map((r) => (
          <List.Item key={`${r.name}-${r.reason}`}>{t('actions.refusedItem', { ...r })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
