// The stage of an application as each side names it (SPEC section 4), in a colour per stage.
import { candidateLabel, companyLabel, Stage } from '@fis/shared/application-stages';
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

export function CandidateStageBadge({ stage }: { stage: number }) {
  const { t } = useTranslation('applications');
  return (
    <Badge color={colourOf(stage)} variant="light" tt="none">
      {t(`candidateLabel.${candidateLabel(stage as Stage)}`)}
    </Badge>
  );
}

export function CompanyStageBadge({ stage }: { stage: number }) {
  const { t } = useTranslation('applications');
  return (
    <Badge color={colourOf(stage)} variant="light" tt="none">
      {t(`companyLabel.${companyLabel(stage as Stage)}`)}
    </Badge>
  );
}
