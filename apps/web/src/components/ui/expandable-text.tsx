// Long text people wrote (a self-introduction, a pitch, a company's description, an experience),
// shown in a list or a card: cut after a few lines with an ellipsis, and a "Show more" button
// (aria-expanded, aria-controls) that shows the whole and turns into "Show less". The button is
// there only when the text is really cut at the width it is drawn at; line breaks are kept. Lines,
// not characters: the same number of characters fills very different widths in English and
// Chinese (docs/decisions/020). Not limited-text.tsx: that is a form field's length counter.
import { Anchor, Box, Text, type TextProps } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ExpandableText({
  children,
  lines = 4,
  lang,
  ...textProps
}: { children: string; lines?: number; lang?: string } & TextProps) {
  const { t } = useTranslation('display');
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  // Whether the clamped text is cut, again whenever its box changes size (a narrower screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the text or its clamp changes
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children, lines]);

  return (
    <Box>
      <Text
        ref={ref}
        id={id}
        size="sm"
        lang={lang}
        lineClamp={expanded ? undefined : lines}
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        {...textProps}
      >
        {children}
      </Text>
      {cut || expanded ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('showLess') : t('showMore')}
        </Anchor>
      ) : null}
    </Box>
  );
}
