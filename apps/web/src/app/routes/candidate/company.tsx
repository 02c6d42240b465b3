// A company's page and its jobs, with "Write a message" to the company where the candidate may
// write to it (they applied there: the messages feature's look-up decides), "Write a review" (or
// "Edit your review") where the reviews feature says they may, and the Reviews tab.
import { companyNameIn } from '@fis/shared/company-name';
import type { CompanyPublicProfile } from '@fis/shared/job-search-schemas';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { companyQuery } from '../../../features/job-search/api/get-company';
import { CompanyNotAvailable, CompanyPage } from '../../../features/job-search/components/company-page';
import { emailSuggestionsQuery } from '../../../features/messages/api/messages';
import { lookupName, WriteToCompanyLink } from '../../../features/messages/components/write-to-company-link';
import { reviewEligibilityQuery } from '../../../features/reviews/api/get-review-eligibility';
import { CompanyReviewsTab } from '../../../features/reviews/components/company-reviews-tab';
import { WriteReviewLink } from '../../../features/reviews/components/write-review-link';
import { deliveredData, joined, prefetched } from '../../../lib/prefetch.server';
import { saysGone } from '../../../lib/record-gone';

/** The names the company may go by, as "Write a message" looks it up. */
const companyNames = (company: CompanyPublicProfile) => [
  company.original?.displayName,
  company.displayName,
  company.original?.name,
  company.name,
  company.nameEn,
];

// The company and whether the candidate may review it, then the look-up that shows "Write a
// message": known once the company is. One not listed is said so in the server's HTML, with 404.
export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = params.id ?? params.companyId ?? '';
  const query = companyQuery(id);
  const first = await prefetched(context, [reviewEligibilityQuery(id)], { record: query });
  const company = deliveredData<CompanyPublicProfile>(first, query);
  const name = company ? lookupName(companyNames(company)) : '';
  return name ? joined(first, await prefetched(context, [emailSuggestionsQuery(name)])) : first;
}

export default function Component() {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <CompanyPage
      action={(company) => (
        <Group gap="xs" mt="xs">
          <WriteToCompanyLink names={companyNames(company)} company={company} />
          <WriteReviewLink companyId={company.id} />
        </Group>
      )}
      tabs={(company) => [
        {
          value: 'reviews',
          label: t('tabs.reviews'),
          panel: <CompanyReviewsTab companyId={company.id} companyName={companyNameIn(company, language)} />,
        },
      ]}
    />
  );
}

export const ErrorBoundary = saysGone(<CompanyNotAvailable />);
