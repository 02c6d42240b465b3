// Every query of recommendations starts with this key (docs/decisions/027): saying "not
// interested" or changing the jobs one wants refreshes them all. The candidate's recommended jobs
// are asked for as the app starts (SPEC section 2), at this path.
export const recommendationsKey = ['recommendations'] as const;
export const RECOMMENDED_JOBS_PATH = '/v1/job/recommended';
