// The one query key root of the companies the candidates see (the directory, a company's page, and
// with them every rating shown): the job-search feature's queries start with it, and a review's
// publication, rejection or deletion (the reviews feature) refreshes them through it.
export const companiesKey = ['companies'] as const;
