// The companies of the scheme, and beside them the candidate's own reviews of companies (`?tab=mine`).
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { companiesQuery } from '../../../features/job-search/api/get-companies';
import { CompaniesPage, readCompanyFilters } from '../../../features/job-search/components/companies-page';
import { MyReviews } from '../../../features/reviews/components/my-reviews';
import { prefetched } from '../../../lib/prefetch.server';
import { useLatestSearchParams } from '../../../lib/url-params';

// The directory's search the address names; the reviews tab's list is the reviews feature's own.
export const loader = ({ context, request }: LoaderFunctionArgs) => {
  const params = new URL(request.url).searchParams;
  return prefetched(context, params.get('tab') === 'mine' ? [] : [companiesQuery(readCompanyFilters(params))]);
};

export default function Component() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useLatestSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'companies';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value === 'mine' ? new URLSearchParams({ tab: 'mine' }) : new URLSearchParams())}
      keepMounted={false}
      maw={1100}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="companies">{t('directory.companiesTab')}</Tabs.Tab>
        <Tabs.Tab value="mine">{t('directory.mineTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="companies">
        <CompaniesPage />
      </Tabs.Panel>
      <Tabs.Panel value="mine">
        <MyReviews />
      </Tabs.Panel>
    </Tabs>
  );
}
