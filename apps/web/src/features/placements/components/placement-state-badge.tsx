// Where a placement stands, in words (placementState in packages/shared/src/placement-rules.ts).
import type { PlacementState } from '@fis/shared/placement-rules';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PlacementState, string> = {
  awaitingStart: 'orange',
  awaitingIntern: 'yellow',
  upcoming: 'blue',
  ongoing: 'teal',
  completed: 'gray',
  endedEarly: 'red',
};

export function PlacementStateBadge({ state }: { state: PlacementState }) {
  const { t } = useTranslation('placements');
  return (
    <Badge color={COLOR[state]} variant="light" tt="none">
      {t(`state.${state}`)}
    </Badge>
  );
}
