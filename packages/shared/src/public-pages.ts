// The pages anyone may open signed out and share (docs/decisions/044): a job once posted and a
// listed company's profile. The web app's route table and the API's sitemap both build the
// addresses here, so a link in a chat and the sitemap name the same page.

export const publicJobPath = (jobId: string) => `/jobs/${jobId}`;
export const publicCompanyPath = (companyId: string) => `/companies/${companyId}`;
