// A company's name as a reader sees it (issue 10): one rule for every screen and every text the
// API writes (notifications, emails, calendar files), so a company is named the same way on a job
// card, in the applications table, on the dashboard and in the bell.

/** What an answer carries of a company's names: `name` is its display name, else its English or registered name. */
export interface CompanyNames {
  name: string;
  nameZh: string | null;
}

/** Chinese readers (zh, cn) see the Chinese name when the company gave one; everyone else its name. */
export function companyNameIn(company: CompanyNames, language: string): string {
  return language === 'en' || !company.nameZh ? company.name : company.nameZh;
}
