// "Recommend candidates" on a job's page in the portal (docs/decisions/028): the candidates the office
// recommends to it, each with its match, in the frame both sides share (recommend-frame.tsx).

import { institutionLabel } from '@fis/shared/institution-label';
import type { LivePick } from '@fis/shared/office-recommendation-schemas';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicantName } from '../../../lib/applicant-name';
import { useDates } from '../../../lib/dates';
import { useCandidateChoices, useRecommendCandidate } from '../api/choices';
import { OutcomeBadge } from './picks-table';
import { frameState, MatchRow, RecommendFrame, useRecommendAction, useWithdrawQuestion } from './recommend-frame';

/** On a job's page: the candidates the office recommends to it. */
export function RecommendCandidatesSection({ jobId }: { jobId: string }) {
  const { t } = useTranslation('officeRecommendations');
  const dates = useDates();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const query = useCandidateChoices(jobId, debounced);
  const recommend = useRecommendAction(useRecommendCandidate(jobId));
  const nameOf = (pick: LivePick) =>
    applicantName({ englishName: pick.candidateName, chineseName: pick.candidateChineseName });
  const { ask, dialog } = useWithdrawQuestion('candidates', (pick) => ({ name: nameOf(pick) }));
  return (
    <>
      <RecommendFrame
        side="candidates"
        keyword={keyword}
        onKeyword={setKeyword}
        state={frameState(query)}
        picks={(query.data?.picks ?? []).map((pick) => (
          <MatchRow
            key={pick.id}
            title={nameOf(pick)}
            subtitle={t('pick.by', {
              date: dates.date(pick.recommendedAt),
              admin: pick.recommendedBy ?? t('pick.formerAdmin'),
            })}
            match={pick.match}
            badges={<OutcomeBadge pick={pick} />}
            action={
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                onClick={() => ask(pick)}
                aria-label={t('candidates.withdrawLabel', { name: nameOf(pick) })}
              >
                {t('candidates.withdraw')}
              </Button>
            }
          />
        ))}
        choices={(query.data?.choices ?? []).map(({ candidate, match }) => {
          const name = applicantName(candidate);
          return (
            <MatchRow
              key={candidate.id}
              title={name}
              subtitle={[institutionLabel(candidate, t), candidate.programme, candidate.graduationYear].join(' · ')}
              match={match}
              action={
                <Button
                  size="compact-sm"
                  loading={recommend.busy(candidate.id)}
                  onClick={() => recommend.run(candidate.id)}
                  aria-label={t('candidates.recommendLabel', { name })}
                >
                  {t('candidates.recommend')}
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
