// "Write a review" on a company's page when the candidate may review it, or "Edit your review" when
// they wrote one (GET /v1/review/eligibility); nothing otherwise.
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { useReviewEligibility } from '../api/get-review-eligibility';

export function WriteReviewLink({ companyId, ...props }: { companyId: string } & ButtonProps) {
  const { t } = useTranslation('reviews');
  const eligibility = useReviewEligibility(companyId);
  if (!eligibility.data) return null;
  const { canReview, reviewId } = eligibility.data;
  if (!canReview && !reviewId) return null;
  return (
    <Button
      component={PageLink}
      to={`/candidate/company/${companyId}/write-review`}
      variant="light"
      size="xs"
      {...props}
    >
      {reviewId ? t('write.editButton') : t('write.button')}
    </Button>
  );
}
