// One job in a list: the position large, the company with its logo and rating, where, how and for how much
// as quiet grey pills, then the dates and views (a visitor is not told them) in small grey type;
// whether the candidate applied, and the save toggle where the reader may save (job-pages.tsx).
// Drawn with plain elements (job-card.module.css): a list draws many.
import { companyNameIn } from '@fis/shared/company-name';
import type { JobCard as Job } from '@fis/shared/job-search-schemas';
import { formatCount } from '@fis/shared/limits';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../components/ui/avatars';
import { CompanyRating } from '../../../components/ui/company-rating';
import { ConvertedText } from '../../../components/ui/converted-text';
import { EligibilityStateBadge } from '../../../components/ui/eligibility-rules';
import { PageLink } from '../../../components/ui/page-link';
import { formatDate } from '../../../lib/dates';
import { formatLocation, formatSalary } from '../../../lib/job-format';
import { companyNameAsWritten, timeAgo } from './format';
import classes from './job-card.module.css';
import { useJobPages } from './job-pages';
import { SaveJobButton } from './save-job-button';

export function JobCard({ job, headingLevel = 2 }: { job: Job; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('search');
  const pages = useJobPages();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const company = companyNameIn(job.company, language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [
    formatLocation(job, t),
    t(`common:options.contractType.${job.contractType}`),
    t(`common:options.jobMode.${job.jobMode}`),
    t(`common:options.jobFunction.${job.jobFunction}`),
    formatSalary(job, t, language),
  ];
  return (
    <article className={classes.card} aria-labelledby={`job-${job.id}`}>
      <CompanyLogo name={company} logoUrl={job.company.logoUrl} size={52} />
      <div className={classes.body}>
        <div className={classes.heading}>
          <ConvertedText text={job.positionName} original={job.original?.positionName} markOnly>
            {(text, lang) => (
              <Heading className={classes.position} id={`job-${job.id}`} lang={lang}>
                <PageLink className={classes.link} to={pages.job(job.id)}>
                  {text}
                </PageLink>
              </Heading>
            )}
          </ConvertedText>
          <ConvertedText text={company} original={companyNameAsWritten(job.company, language)} markOnly>
            {(text, lang) => (
              <PageLink className={`${classes.link} ${classes.company}`} to={pages.company(job.company.id)} lang={lang}>
                {text}
              </PageLink>
            )}
          </ConvertedText>
          <CompanyRating rating={job.company.rating} size="xs" showEmpty={false} />
        </div>
        {/* The facts a candidate compares jobs by, quiet beside the position and company. */}
        <div className={classes.facts}>
          {job.applied && (
            <Badge color="green" variant="filled">
              {t('card.applied')}
            </Badge>
          )}
          {job.eligibility && <EligibilityStateBadge state={job.eligibility} card />}
          {facts.map((fact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five facts are always in this order
            <span key={index} className={classes.fact}>
              {fact}
            </span>
          ))}
        </div>
        <div className={classes.footer}>
          <p className={classes.meta}>
            {/* The server's words may be ten seconds older than the browser's as it takes the page over. */}
            <span suppressHydrationWarning>{t('card.posted', { when: timeAgo(job.postedAt, language, t) })}</span>
            <span>{t('card.expires', { date: formatDate(job.expiresOn, language) })}</span>
            {job.viewCount !== null && <span>{t('card.views', { views: formatCount(job.viewCount) })}</span>}
          </p>
          {pages.saving && <SaveJobButton job={job} />}
        </div>
      </div>
    </article>
  );
}
