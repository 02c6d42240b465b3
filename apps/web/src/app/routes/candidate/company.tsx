// A company's page and its jobs, with "Write a message" to the company where the candidate may
// write to it (they applied there: the messages feature's look-up decides), "Write a review" (or
// "Edit your review") where the reviews feature says they may, and the Reviews tab.
import { companyNameIn } from '@fis/shared/company-name';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyPage } from '../../../features/job-search/components/company-page';
import { WriteToCompanyLink } from '../../../features/messages/components/write-to-company-link';
import { CompanyReviewsTab } from '../../../features/reviews/components/company-reviews-tab';
import { WriteReviewLink } from '../../../features/reviews/components/write-review-link';

export default function Component() {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <CompanyPage
      action={(company) => (
        <Group gap="xs" mt="xs">
          <WriteToCompanyLink
            names={[
              company.original?.displayName,
              company.displayName,
              company.original?.name,
              company.name,
              company.nameEn,
            ]}
            company={company}
          />
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
