// A company's rating wherever it is shown (the companies list, job cards, the company's page, its
// reviews): stars, the average to one decimal and the number of reviews, read out as one sentence
// ("Rated 4.5 out of 5 from 3 reviews"); "No reviews yet" without any.
import type { Rating as CompanyRatingValue } from '@fis/shared/review-view-schemas';
import { Group, Rating, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/dates';

/** The average as the reader's language writes one decimal (4.5). */
export function useRatingFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(localeOf(i18n.language), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (value) => format.format(value);
}

/** Stars only, not read out: what reads them is said beside them. */
export function Stars({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return <Rating value={value} fractions={2} readOnly size={size} aria-hidden="true" />;
}

export function CompanyRating({
  rating,
  size = 'sm',
  showEmpty = true,
}: {
  rating: CompanyRatingValue;
  size?: 'xs' | 'sm' | 'md';
  /** "No reviews yet" when there are none (else nothing). */
  showEmpty?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const format = useRatingFormat();
  if (rating.average === null || rating.count === 0) {
    return showEmpty ? (
      <Text size={size} c="dimmed">
        {t('rating.none')}
      </Text>
    ) : null;
  }
  const average = format(rating.average);
  return (
    <Group gap={6} wrap="nowrap" data-testid="company-rating">
      <Stars value={rating.average} size={size} />
      <Text size={size} fw={600} aria-hidden="true">
        {average}
      </Text>
      <Text size={size} c="dimmed" aria-hidden="true">
        ({t('rating.count', { count: rating.count })})
      </Text>
      <VisuallyHidden>{t('rating.label', { average, count: rating.count })}</VisuallyHidden>
    </Group>
  );
}
