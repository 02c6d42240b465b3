// One text the company wrote of an interview (its place, a note, the reason it was cancelled),
// after its label: in the reader's Chinese script, marked when the API converted it (decision 012).
// A note or a reason is read at length, so it also has the toggle to the text as written.
import { Text } from '@mantine/core';
import { ConvertedText } from '../../../components/ui/converted-text';
import { useLabel } from '../../../lib/i18n';

export function InterviewText({
  label,
  text,
  original,
  long = false,
}: {
  label: string;
  text: string | null;
  original: string | undefined;
  /** Several lines, kept as written, with the toggle. */
  long?: boolean;
}) {
  const withColon = useLabel();
  if (!text) return null;
  return (
    <ConvertedText text={text} original={original} markOnly={!long}>
      {(shown, lang) => (
        <Text size="sm" style={{ whiteSpace: long ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}>
          {withColon(label)}
          <span lang={lang}>{shown}</span>
        </Text>
      )}
    </ConvertedText>
  );
}
