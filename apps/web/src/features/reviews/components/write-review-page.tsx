// /candidate/company/:id/write-review: the candidate's review of a company, new or (when they wrote
// one) to edit. Only a candidate whose application to the company reached the interview stage may
// write one (GET /v1/review/eligibility); anyone else is told why. Saved: 'Thank you for your
// feedback!', and the candidate's own reviews, where it waits for the scheme office.
// `company`: the company as the route found it (its name for the headings), or its loading state.

import { REVIEW_AUTHOR_MIN_SHARED } from '@fis/shared/limits';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReview } from '../api/get-review';
import { useReviewEligibility } from '../api/get-review-eligibility';
import { useSaveReview } from '../api/save-review';
import { ReviewForm, reviewFormValues } from './review-form';

export const MY_REVIEWS_PATH = '/candidate/companies?tab=mine';

export function WriteReviewPage({
  companyId,
  companyName,
  companyState,
}: {
  companyId: string;
  companyName: string;
  /** The company's own loading: its name is needed for the headings. */
  companyState: 'pending' | 'error' | 'ready';
}) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const eligibility = useReviewEligibility(companyId);
  const reviewId = eligibility.data?.reviewId ?? null;
  const own = useReview(reviewId);
  const save = useSaveReview();
  const companyPath = `/candidate/company/${companyId}`;

  const back = (
    <Anchor component={PageLink} to={companyPath}>
      ← {companyState === 'ready' ? t('write.back', { company: companyName }) : t('common:actions.back')}
    </Anchor>
  );
  if (companyState === 'pending' || eligibility.isPending || (reviewId && own.isPending)) {
    return (
      <Stack maw={860} role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={400} />
      </Stack>
    );
  }
  const failed = companyState === 'error' ? null : eligibility.isError ? eligibility : own.isError ? own : null;
  if (companyState === 'error' || failed) {
    return (
      <Stack maw={860}>
        {back}
        <LoadError
          message={t('write.error')}
          detail={failed?.error?.message}
          onRetry={() => {
            void eligibility.refetch();
            if (reviewId) void own.refetch();
          }}
        />
      </Stack>
    );
  }

  const existing = own.data?.view === 'own' ? own.data.review : undefined;
  if (!existing && !eligibility.data?.canReview) {
    return (
      <Stack maw={860} gap="lg">
        {back}
        <Title order={1}>{t('write.title', { company: companyName })}</Title>
        <Alert color="yellow" title={t('write.notAllowedTitle')}>
          {t('write.notAllowed')}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack maw={860} gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>
          {existing ? t('write.editTitle', { company: companyName }) : t('write.title', { company: companyName })}
        </Title>
        <Text c="dimmed">{t('write.intro', { min: REVIEW_AUTHOR_MIN_SHARED })}</Text>
      </Stack>
      {existing ? (
        <Alert color="blue" variant="light">
          {t('write.editNote')}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <ReviewForm
          key={existing?.id ?? 'new'}
          defaultValues={reviewFormValues(existing)}
          submitLabel={existing ? t('write.save') : t('write.submit')}
          onCancel={() => navigate(existing ? MY_REVIEWS_PATH : companyPath)}
          onSubmit={async (values) => {
            const saved = await save.mutateAsync(
              existing ? { id: existing.id, values } : { id: null, values: { ...values, companyId } },
            );
            notifications.show({ color: 'green', message: saved.message });
            navigate(MY_REVIEWS_PATH);
          }}
        />
      </Card>
    </Stack>
  );
}

/**
 * The form's page for a company that is gone (the address's id): said so, with the way back, and
 * nothing asked of the API.
 */
export function ReviewedCompanyGone() {
  const { t } = useTranslation('reviews');
  const companyId = useParams().id ?? '';
  return (
    <Stack maw={860}>
      <Anchor component={PageLink} to={`/candidate/company/${companyId}`}>
        ← {t('common:actions.back')}
      </Anchor>
      <EmptyState title={t('search:company.notFound')} />
    </Stack>
  );
}
