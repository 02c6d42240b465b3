// Every query of the reviews feature starts with reviewsKey, so that any change (a review written,
// edited, deleted, published, replied to or reported) refreshes every list, summary and
// eligibility at once. A decision that changes a company's rating also refreshes lib/companies-key.
export const reviewsKey = ['reviews'] as const;
