// What the institution confirmed, as badges the coordinator's pages share: one check (Yes, No, Not
// yet) and a student's state over the four.
import type { ConfirmationState } from '@fis/shared/institution-schemas';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLOURS: Record<ConfirmationState, string> = {
  none: 'gray',
  partial: 'blue',
  confirmed: 'teal',
  refused: 'red',
};

export function CheckBadge({ value }: { value: boolean | null }) {
  const { t } = useTranslation('institution');
  const [colour, word] =
    value === true ? ['teal', 'csv.yes'] : value === false ? ['red', 'csv.no'] : ['gray', 'notYet'];
  return (
    <Badge variant="light" color={colour} tt="none">
      {t(word)}
    </Badge>
  );
}

export function StateBadge({ state }: { state: ConfirmationState }) {
  const { t } = useTranslation('institution');
  return (
    <Badge variant="light" color={STATE_COLOURS[state]} tt="none">
      {t(`states.${state}`)}
    </Badge>
  );
}
