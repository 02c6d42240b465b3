// The stage of an application as each audience names it (SPEC section 4: the candidate, the
// company; and the scheme office), in a colour per stage.
import { Stage, type StageAudience, stageLabel } from '@fis/shared/application-stages';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<Stage, string> = {
  [Stage.VIEWED]: 'gray',
  [Stage.NEW]: 'blue',
  [Stage.SCREENING]: 'cyan',
  [Stage.REJECTED_AFTER_SCREENING]: 'red',
  [Stage.INTERVIEWING]: 'violet',
  [Stage.REJECTED_AFTER_INTERVIEW]: 'red',
  [Stage.OFFERED]: 'orange',
  [Stage.HIRED]: 'green',
  [Stage.DECLINED]: 'gray',
  [Stage.JOB_CLOSED]: 'dark',
  [Stage.JOB_DELETED]: 'dark',
};

const colourOf = (stage: number) => COLOURS[stage as Stage] ?? 'gray';

export function StageBadge({ stage, audience }: { stage: number; audience: StageAudience }) {
  const { t } = useTranslation();
  return (
    <Badge color={colourOf(stage)} variant="light" tt="none">
      {t(stageLabel(stage as Stage, audience))}
    </Badge>
  );
}

export const CandidateStageBadge = ({ stage }: { stage: number }) => <StageBadge stage={stage} audience="candidate" />;
export const CompanyStageBadge = ({ stage }: { stage: number }) => <StageBadge stage={stage} audience="company" />;
export const OfficeStageBadge = ({ stage }: { stage: number }) => <StageBadge stage={stage} audience="office" />;
