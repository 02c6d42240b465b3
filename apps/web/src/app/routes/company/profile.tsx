// The company's profile, and beside it the reviews of the company with its replies (`?tab=reviews`).
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { companyProfileQuery } from '../../../features/company-profile/api/get-company-profile';
import { CompanyProfilePage } from '../../../features/company-profile/components/company-profile-page';
import { CompanyOwnReviews } from '../../../features/reviews/components/company-own-reviews';
import { prefetched } from '../../../lib/prefetch.server';
import { useLatestSearchParams } from '../../../lib/url-params';

// The profile; the reviews tab's list is the reviews feature's own.
export const loader = ({ context, request }: LoaderFunctionArgs) =>
  prefetched(context, new URL(request.url).searchParams.get('tab') === 'reviews' ? [] : [companyProfileQuery()]);

export default function Component() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useLatestSearchParams();
  const tab = params.get('tab') === 'reviews' ? 'reviews' : 'profile';
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams(value === 'reviews' ? new URLSearchParams({ tab: 'reviews' }) : new URLSearchParams())
      }
      keepMounted={false}
      maw={960}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="profile">{t('company.profileTab')}</Tabs.Tab>
        <Tabs.Tab value="reviews">{t('tabs.reviews')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile">
        <CompanyProfilePage />
      </Tabs.Panel>
      <Tabs.Panel value="reviews">
        <CompanyOwnReviews />
      </Tabs.Panel>
    </Tabs>
  );
}
