// A candidate's eligibility as the scheme office decided it (docs/decisions/025), on every place a
// company meets an applicant and in the admin's queue. Shared because several features show it.
import { EligibilityStatus } from '@fis/shared/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<EligibilityStatus, string> = {
  [EligibilityStatus.UNVERIFIED]: 'gray',
  [EligibilityStatus.VERIFIED]: 'green',
  [EligibilityStatus.REJECTED]: 'red',
};

export function EligibilityBadge({ status }: { status: number }) {
  const { t } = useTranslation('eligibility');
  return (
    <Badge color={COLOURS[status as EligibilityStatus] ?? 'gray'} variant="light" tt="none">
      {t(`badge.${status}`)}
    </Badge>
  );
}
