// How the pipeline writes an applicant's name (the applications, interviews, saved candidates and
// candidate pages). Dates and times: lib/dates.ts.

/** The applicant's name as the company sees it: English, and Chinese when there is one. */
export function applicantName(candidate: { englishName: string; chineseName: string | null }): string {
  return candidate.chineseName ? `${candidate.englishName} (${candidate.chineseName})` : candidate.englishName;
}
