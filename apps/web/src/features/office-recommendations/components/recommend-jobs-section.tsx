// "Recommend jobs" on a candidate's page in the portal (docs/decisions/028): the jobs the office
// recommends to them, each with its match, in the frame both sides share (recommend-frame.tsx).

import { companyNameIn } from '@fis/shared/company-name';
import type { LivePick } from '@fis/shared/office-recommendation-schemas';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobChoices, useRecommendJob } from '../api/choices';
import { OutcomeBadge } from './picks-table';
import { frameState, MatchRow, RecommendFrame, useRecommendAction, useWithdrawQuestion } from './recommend-frame';

/** On a candidate's page: the jobs the office recommends to them. */
export function RecommendJobsSection({ candidateId }: { candidateId: string }) {
  const { t, i18n } = useTranslation('officeRecommendations');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const query = useJobChoices(candidateId, debounced);
  const recommend = useRecommendAction(useRecommendJob(candidateId));
  const company = (name: string, nameZh: string | null) => companyNameIn({ name, nameZh }, i18n.language);
  const describe = (pick: LivePick) => ({
    position: pick.positionName,
    company: company(pick.companyName, pick.companyNameZh),
  });
  const { ask, dialog } = useWithdrawQuestion('jobs', describe);
  return (
    <>
      <RecommendFrame
        side="jobs"
        keyword={keyword}
        onKeyword={setKeyword}
        state={frameState(query)}
        picks={(query.data?.picks ?? []).map((pick) => (
          <MatchRow
            key={pick.id}
            title={pick.positionName}
            subtitle={company(pick.companyName, pick.companyNameZh)}
            match={pick.match}
            badges={<OutcomeBadge pick={pick} />}
            action={
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => ask(pick)}
                aria-label={t('jobs.withdrawLabel', describe(pick))}
              >
                {t('jobs.withdraw')}
              </Button>
            }
          />
        ))}
        choices={(query.data?.choices ?? []).map(({ job, match }) => {
          const name = companyNameIn(job.company, i18n.language);
          return (
            <MatchRow
              key={job.id}
              title={job.positionName}
              subtitle={name}
              match={match}
              action={
                <Button
                  size="compact-sm"
                  loading={recommend.busy(job.id)}
                  onClick={() => recommend.run(job.id)}
                  aria-label={t('jobs.recommendLabel', { position: job.positionName, company: name })}
                >
                  {t('jobs.recommend')}
                </Button>
              }
            />
          );
        })}
      />
      {dialog}
    </>
  );
}
