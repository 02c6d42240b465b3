// One figure of a dashboard: a label and the count (capped for display at 10000000+, SPEC
// section 9). With somewhere to see what it counts, the whole card is the link there, named by
// its own words "Screening: 2", rather than its label, its figure and its label again as a link.
import { formatCount } from '@fis/shared/limits';
import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import classes from './count-card.module.css';

export function CountCard({
  label,
  count,
  to,
  highlight = false,
}: {
  label: string;
  count: number;
  to?: string;
  highlight?: boolean;
}) {
  const { t } = useTranslation();
  const figure = formatCount(count);
  const body = (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {label}
        {/* Read, not seen: the link's name is "Screening: 2", its words as they are shown. */}
        <span className={classes.separator}>{t('common:labelSeparator')}</span>
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {figure}
      </Text>
    </Stack>
  );
  const background = highlight ? 'var(--mantine-color-blue-light)' : undefined;
  if (!to) {
    return (
      <Card component="section" aria-label={label} withBorder padding="md" bg={background}>
        {body}
      </Card>
    );
  }
  return (
    <Card component={PageLink} to={to} withBorder padding="md" bg={background} className={classes.link}>
      {body}
    </Card>
  );
}
