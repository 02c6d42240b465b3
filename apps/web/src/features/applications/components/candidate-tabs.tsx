// The candidate tabs of a company's applicant list (SPEC section 4), each with its number once the
// list has loaded. The tab lives in the address; "all" is its absence.

import { CANDIDATE_TABS, type CandidateTab } from '@fis/shared/application-stages';
import type { CompanyApplicantPage } from '@fis/shared/company-applicant-schemas';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CandidateTabs({
  value,
  counts,
  label,
  onChange,
}: {
  value: CandidateTab;
  counts: CompanyApplicantPage['tabCounts'] | undefined;
  /** The tab list's accessible name. */
  label: string;
  /** The tab for the address: null for "all". */
  onChange(tab: string | null): void;
}) {
  const { t } = useTranslation('applications');
  return (
    <Tabs value={value} onChange={(v) => onChange(v === 'all' ? null : v)} keepMounted={false}>
      <Tabs.List aria-label={label} style={{ flexWrap: 'wrap' }}>
        {CANDIDATE_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {counts ? t('tabs.label', { tab: t(`tabs.${tab}`), count: counts[tab] ?? 0 }) : t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
