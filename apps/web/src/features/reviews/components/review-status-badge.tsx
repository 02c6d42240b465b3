// A review's state where its author or the scheme office sees it: waiting, published or rejected.
import { ReviewStatus } from '@fis/shared/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR: Record<number, string> = {
  [ReviewStatus.PENDING]: 'orange',
  [ReviewStatus.PUBLISHED]: 'green',
  [ReviewStatus.REJECTED]: 'red',
};

export function ReviewStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('reviews');
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light" tt="none" style={{ flex: 'none' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
