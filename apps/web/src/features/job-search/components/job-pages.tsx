// Where the job pages lead, and what they offer, for whoever reads them. The candidate's pages (the
// default) link within /candidate and offer saving; a visitor's (the public job and company pages,
// docs/decisions/044) link to the other public pages, have no job list or directory to go back to,
// and offer signing in instead of saving. A public page's route draws it in <VisitorPage>.
import { publicCompanyPath, publicJobPath } from '@fis/shared/public-pages';
import { Container } from '@mantine/core';
import { createContext, type ReactNode, use } from 'react';

export interface JobPages {
  job(id: string): string;
  company(id: string): string;
  /** The job list, of one company's jobs when named; null where the reader has none. */
  jobList(companyId?: string): string | null;
  /** The company directory; null where the reader has none. */
  companies: string | null;
  /** Whether the reader may save jobs (a signed-in candidate). */
  saving: boolean;
  /**
   * Where a reader with no job list of their own finds the scheme's internships, once the one they
   * followed is gone: the landing page's participating companies. Null for a candidate.
   */
  elsewhere: string | null;
}

const candidateJobPages: JobPages = {
  job: (id) => `/candidate/job-detail/${id}`,
  company: (id) => `/candidate/company/${id}`,
  jobList: (companyId) => (companyId ? `/candidate/job-list?companyId=${companyId}` : '/candidate/job-list'),
  companies: '/candidate/companies',
  saving: true,
  elsewhere: null,
};

const visitorJobPages: JobPages = {
  job: publicJobPath,
  company: publicCompanyPath,
  jobList: () => null,
  companies: null,
  saving: false,
  elsewhere: '/#career-opportunities',
};

const JobPagesContext = createContext<JobPages>(candidateJobPages);

export const useJobPages = () => use(JobPagesContext);

/** A public job or company page's frame: its width, and the links and offers of a visitor. */
export function VisitorPage({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <JobPagesContext value={visitorJobPages}>{children}</JobPagesContext>
    </Container>
  );
}
