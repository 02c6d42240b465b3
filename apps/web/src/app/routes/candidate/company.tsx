// A company's page and its jobs, with "Write a message" to the company where the candidate may
// write to it (they applied there: the messages feature's look-up decides).
import { CompanyPage } from '../../../features/job-search/components/company-page';
import { WriteToCompanyLink } from '../../../features/messages/components/write-to-company-link';

export function Component() {
  return (
    <CompanyPage
      action={(company) => (
        <WriteToCompanyLink
          names={[
            company.original?.displayName,
            company.displayName,
            company.original?.name,
            company.name,
            company.nameEn,
          ]}
          company={company}
          mt="xs"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
    />
  );
}
