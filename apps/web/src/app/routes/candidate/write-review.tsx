// The candidate's review of a company: the reviews feature's form, with the company's name from the
// job-search feature's company query (the page's headings name it). Its loader asks for the
// company and whether they may review it, then for their review when they wrote one; a company the
// API does not answer is said so in the server's HTML, with 404.
import { companyNameIn } from '@fis/shared/company-name';
import type { ReviewEligibility } from '@fis/shared/review-view-schemas';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { companyQuery, useCompany } from '../../../features/job-search/api/get-company';
import { reviewQuery } from '../../../features/reviews/api/get-review';
import { reviewEligibilityQuery } from '../../../features/reviews/api/get-review-eligibility';
import { ReviewedCompanyGone, WriteReviewPage } from '../../../features/reviews/components/write-review-page';
import { isMissingRecord } from '../../../lib/api-client';
import { deliveredData, joined, prefetched } from '../../../lib/prefetch.server';
import { saysGone } from '../../../lib/record-gone';

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const eligibility = reviewEligibilityQuery(id);
  const first = await prefetched(context, [eligibility], { record: companyQuery(id) });
  const reviewId = deliveredData<ReviewEligibility>(first, eligibility)?.reviewId;
  return reviewId ? joined(first, await prefetched(context, [reviewQuery(reviewId)])) : first;
}

export default function Component() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useParams().id ?? '';
  const company = useCompany(id);
  // A company gone since the page opened is said so at once, as on a first load (ErrorBoundary).
  if (isMissingRecord(company.error)) return <ReviewedCompanyGone />;
  return (
    <WriteReviewPage
      companyId={id}
      companyName={company.data ? companyNameIn(company.data, language) : ''}
      companyState={company.isPending ? 'pending' : company.isError ? 'error' : 'ready'}
    />
  );
}

export const ErrorBoundary = saysGone(<ReviewedCompanyGone />);
