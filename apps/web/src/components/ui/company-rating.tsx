// A company's rating wherever it is shown (the companies list, job cards, the company's page, its
// reviews): stars, the average to one decimal and the number of reviews, read out as one sentence
// ("Rated 4.5 out of 5 from 3 reviews"); "No reviews yet" without any.
import type { Rating as CompanyRatingValue } from '@fis/shared/review-view-schemas';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ratingFormat } from '../../lib/dates';

/** The average as the reader's language writes one decimal (4.5). */
export function useRatingFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = ratingFormat(i18n.language);
  return (value) => format.format(value);
}

/** A star's side in pixels at each size (as Mantine's Rating draws them). */
const STAR_PX = { xs: 14, sm: 18, md: 20, lg: 28 } as const;
/** One star in a 24-unit square, in relative steps after its first point so it can be moved along. */
const STAR_PATH = 'l2.82 7.62l8.12 0.33l-6.37 5.04l2.19 7.82l-6.76-4.5l-6.76 4.5l2.19-7.82l-6.37-5.04l8.12-0.33z';

/**
 * Stars only, not read out: what reads them is said beside them. One small SVG, five grey stars
 * under five gold ones cut at the value (to the half star): Mantine's Rating draws each star as an
 * input with its own fractions, ten times the elements, on every job card of a list.
 */
export function Stars({ value, size = 'sm' }: { value: number; size?: keyof typeof STAR_PX }) {
  const filledWidth = (Math.round(Math.min(Math.max(value, 0), 5) * 2) / 2) * 24;
  const row = <path d={[0, 1, 2, 3, 4].map((i) => `M${12 + i * 24} 1.3${STAR_PATH}`).join('')} />;
  return (
    <svg
      width={STAR_PX[size] * 5}
      height={STAR_PX[size]}
      viewBox="0 0 120 24"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0, display: 'block' }}
    >
      <g fill="var(--mantine-color-gray-3)">{row}</g>
      {/* A nested SVG shows nothing outside its own width: the gold stars end at the value. */}
      <svg
        width={filledWidth}
        height="24"
        viewBox={`0 0 ${filledWidth} 24`}
        fill="var(--mantine-color-yellow-6)"
        aria-hidden="true"
      >
        {row}
      </svg>
    </svg>
  );
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
