// The recipients field: addresses typed or picked from the look-up (GET /v1/contact/search/email,
// asked once typing pauses) become removable chips; a counter "3 / 10" under the field, and the
// SPEC's 'Maximum emails selected is 10' while more than the chips that fit is typed (the extra
// address stays in the field, to be removed or to take a removed chip's place).
import { Group, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailSuggestions } from '../api/messages';
import type { useRecipients } from '../hooks/use-recipients';

const LOOKUP_DEBOUNCE_MS = 300;

export function RecipientsInput({
  state,
  label,
  error,
}: {
  state: ReturnType<typeof useRecipients>;
  label: string;
  /** A translated error from the form or the API. */
  error?: string;
}) {
  const { t } = useTranslation('mailbox');
  const counterId = useId();
  const [typed] = useDebouncedValue(state.typed.trim(), LOOKUP_DEBOUNCE_MS);
  const suggestions = useEmailSuggestions(typed);
  const people = suggestions.data?.items ?? [];
  const names = new Map(people.map((p) => [p.email, p.name]));
  const shownError = state.overLimit ? t('errors:TOO_MANY_RECIPIENTS') : error;

  return (
    <Stack gap={4}>
      <TagsInput
        label={label}
        description={t('compose.recipientsHint')}
        value={state.recipients}
        onChange={(next) => state.change(next)}
        ref={state.inputRef}
        searchValue={state.typed}
        onSearchChange={state.setTyped}
        data={people.map((p) => p.email)}
        // The API matched names as well as addresses: show what it found as it is.
        filter={({ options }) => options}
        renderOption={({ option }) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{names.get(option.value) ?? option.value}</Text>
            {names.get(option.value) ? (
              <Text size="xs" c="dimmed">
                {option.value}
              </Text>
            ) : null}
          </Group>
        )}
        // Not the space: names are searched with theirs.
        splitChars={[',', ';']}
        error={shownError}
        aria-describedby={counterId}
        clearable={false}
        required
      />
      <Text id={counterId} size="xs" ta="right" c={state.overLimit ? 'var(--mantine-color-error)' : 'dimmed'}>
        {t('compose.recipientCount', { count: state.recipients.length, max: state.max })}
      </Text>
    </Stack>
  );
}
