// What people wrote, as the API sends it: in the reader's Chinese script, converted when it was
// written in the other one, with the text as written beside it (docs/decisions/012). Converted
// text carries a mark saying so and, where the text is read, a toggle to the text as written.
import { type CompanyNames, companyNameIn } from '@fis/shared/company-name';
import { Anchor, type AnchorProps, Button, Group, Text } from '@mantine/core';
import { type MouseEventHandler, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandableText } from './expandable-text';
import { PageLink } from './page-link';

interface ConvertedTextProps {
  /** The text as sent: in the reader's script. */
  text: string;
  /** The text as written, when the API converted it. */
  original?: string;
  /** Places the text (a heading, a link, a paragraph) with its language tag; a plain span otherwise. */
  children?: (text: string, lang: string | undefined) => ReactNode;
  /** The mark without the toggle, where the text as written is a click away (a card leading to its page). */
  markOnly?: boolean;
}

export function ConvertedText({ text, original, children, markOnly = false }: ConvertedTextProps) {
  const { t, i18n } = useTranslation('common');
  const [showOriginal, setShowOriginal] = useState(false);
  if (original === undefined) return children ? children(text, undefined) : text;

  // A zh reader is sent Simplified text converted into Traditional; a cn reader the other way round.
  const fromSimplified = (i18n.resolvedLanguage ?? i18n.language) !== 'cn';
  const [readerTag, writtenTag] = fromSimplified ? ['zh-Hant', 'zh-Hans'] : ['zh-Hans', 'zh-Hant'];
  const asWritten = showOriginal && !markOnly;
  const shown = asWritten ? original : text;
  const lang = asWritten ? writtenTag : readerTag;
  let mark: string;
  if (asWritten) mark = t(fromSimplified ? 'convertedText.originalSimplified' : 'convertedText.originalTraditional');
  else mark = t(fromSimplified ? 'convertedText.convertedFromSimplified' : 'convertedText.convertedFromTraditional');

  return (
    <>
      {children ? children(shown, lang) : <span lang={lang}>{shown}</span>}
      <Group gap="xs" wrap="nowrap" data-testid="converted-text-mark">
        <Text span size="xs" c="dimmed">
          {mark}
        </Text>
        {!markOnly && (
          <Button
            size="compact-xs"
            variant={showOriginal ? 'light' : 'subtle'}
            aria-pressed={showOriginal}
            onClick={() => setShowOriginal((shown) => !shown)}
          >
            {t('convertedText.showOriginal')}
          </Button>
        )}
      </Group>
    </>
  );
}

/** A company's names as the API sends them: in the reader's script, with those it converted as written. */
interface ConvertedNames extends CompanyNames {
  original?: { name?: string; nameZh?: string };
}

/**
 * A company's name as the reader sees it (companyNameIn), marked when the API converted it. A
 * secondary name: the mark only, the company's page holds the toggle.
 */
export function ConvertedCompanyName({
  company,
  children,
}: {
  company: ConvertedNames;
  children?: ConvertedTextProps['children'];
}) {
  const { i18n } = useTranslation();
  const name = companyNameIn(company, i18n.resolvedLanguage ?? i18n.language);
  const original = name === company.nameZh ? company.original?.nameZh : company.original?.name;
  return (
    <ConvertedText text={name} original={original} markOnly>
      {children}
    </ConvertedText>
  );
}

/** The company's name of a job as applications, interviews and dashboards name it (companyName, companyNameZh). */
export function JobCompanyName({
  job,
  children,
}: {
  job: {
    companyName: string;
    companyNameZh: string | null;
    original?: { companyName?: string; companyNameZh?: string };
  };
  children?: ConvertedTextProps['children'];
}) {
  const company = {
    name: job.companyName,
    nameZh: job.companyNameZh,
    original: { name: job.original?.companyName, nameZh: job.original?.companyNameZh },
  };
  return <ConvertedCompanyName company={company}>{children}</ConvertedCompanyName>;
}

/**
 * A job's position as a link (to the job, or to its applicants), in the reader's script and marked
 * when converted: the job's page holds the toggle.
 */
export function PositionLink({
  job,
  to,
  onClick,
  ...anchor
}: {
  job: { positionName: string; original?: { positionName?: string } };
  to: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
} & Omit<AnchorProps, 'children'>) {
  return (
    <ConvertedText text={job.positionName} original={job.original?.positionName} markOnly>
      {(text, lang) => (
        <Anchor component={PageLink} to={to} lang={lang} onClick={onClick} {...anchor}>
          {text}
        </Anchor>
      )}
    </ConvertedText>
  );
}

/**
 * A long text people wrote (a description, requirements), its line breaks kept, with the toggle;
 * with `lines`, cut after that many lines with "Show more" (expandable-text).
 */
export function ConvertedParagraph({ text, original, lines }: { text: string; original?: string; lines?: number }) {
  return (
    <ConvertedText text={text} original={original}>
      {(shown, lang) =>
        lines ? (
          <ExpandableText lines={lines} lang={lang} size="md">
            {shown}
          </ExpandableText>
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap' }} lang={lang}>
            {shown}
          </Text>
        )
      }
    </ConvertedText>
  );
}
