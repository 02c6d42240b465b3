// The one query key root of the jobs a candidate sees (the search, a job's page, saved jobs): the
// job-search feature's queries start with it, and a change of the candidate's eligibility
// confirmations (the eligibility-rules feature) refreshes them through it.
export const jobsKey = ['jobs'] as const;
