// "Why this match" (docs/decisions/027): a match's score and each of its parts, met or not, in a
// sentence of the reader's language; what the API found (skills, a function, a city…) comes in
// that language already. One component for the candidate's recommended jobs, the company's
// recommended candidates and the admin's screens.
import type { Match, MatchPartResult } from '@fis/shared/match-schemas';
import { Badge, Group, List, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/locales';

/** Which sentence tells a part: met, met in part (the region, not the city), open to all, or not met. */
function sentenceOf(part: MatchPartResult): 'met' | 'partly' | 'open' | 'notMet' | 'none' {
  if (part.part === 'location' && part.met && part.points < part.max) return 'partly';
  if (part.met) return part.details.length === 0 && part.part !== 'skills' ? 'open' : 'met';
  return part.details.length === 0 ? 'none' : 'notMet';
}

export function MatchReasons({ match, recommendedByOffice = false }: { match: Match; recommendedByOffice?: boolean }) {
  const { t, i18n } = useTranslation('matching');
  const list = new Intl.ListFormat(localeOf(i18n.language), { type: 'conjunction' });
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light" color={match.score >= 50 ? 'teal' : 'gray'}>
          {t('reasons.score', { score: match.score })}
        </Badge>
        {recommendedByOffice && (
          <Badge variant="light" color="grape">
            {t('reasons.officePick')}
          </Badge>
        )}
      </Group>
      <Text size="xs" fw={600} c="dimmed">
        {t('reasons.title')}
      </Text>
      <List spacing={2} size="xs" center>
        {match.parts.map((part) => (
          <List.Item
            key={part.part}
            icon={
              <ThemeIcon
                component="span"
                size={16}
                radius="xl"
                variant="light"
                color={part.met ? 'teal' : 'gray'}
                aria-hidden
              >
                <Text span size="xs" lh={1}>
                  {part.met ? '✓' : '–'}
                </Text>
              </ThemeIcon>
            }
          >
            <VisuallyHidden>{part.met ? t('reasons.met') : t('reasons.notMet')}: </VisuallyHidden>
            <Text span size="xs" c={part.met ? undefined : 'dimmed'}>
              {t(`reasons.parts.${part.part}.${sentenceOf(part)}`, { details: list.format(part.details) })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
