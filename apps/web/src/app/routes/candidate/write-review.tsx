// The candidate's review of a company: the reviews feature's form, with the company's name from the
// job-search feature's company query (the page's headings name it).
import { companyNameIn } from '@fis/shared/company-name';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompany } from '../../../features/job-search/api/get-company';
import { WriteReviewPage } from '../../../features/reviews/components/write-review-page';
import { ApiError } from '../../../lib/api-client';

export default function Component() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = useParams().id ?? '';
  const company = useCompany(id);
  const missing = company.isError && company.error instanceof ApiError && [400, 404].includes(company.error.status);
  return (
    <WriteReviewPage
      companyId={id}
      companyName={company.data ? companyNameIn(company.data, language) : ''}
      companyState={company.isPending ? 'pending' : missing ? 'missing' : company.isError ? 'error' : 'ready'}
    />
  );
}
