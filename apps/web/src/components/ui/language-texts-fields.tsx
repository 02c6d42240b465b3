// A text written in up to three languages (a group message, a template: decisions 049 and 050): a
// tab per language, each with its subject (when the text has one) and its body, and a mark on the
// tab of a language whose field has an error. The form keeps the texts and the errors, by
// `<lang>.<field>`, and opens the tab of the first error itself.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { HTML_LANG } from '@fis/shared/i18n';
import { MESSAGE_BODY_MAX_LENGTH, TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea, LimitedTextInput } from './limited-text';

export type LanguageTexts = Record<Language, { subject: string; description: string }>;

export const EMPTY_LANGUAGE_TEXTS: LanguageTexts = {
  en: { subject: '', description: '' },
  zh: { subject: '', description: '' },
  cn: { subject: '', description: '' },
};

/** Texts as kept (a language not written is null) as the fields hold them (empty). */
export function languageTextsOf(
  texts: Record<Language, { subject?: string | null; description: string } | null>,
): LanguageTexts {
  const one = (lang: Language) => ({
    subject: texts[lang]?.subject ?? '',
    description: texts[lang]?.description ?? '',
  });
  return { en: one('en'), zh: one('zh'), cn: one('cn') };
}

/** The first language whose fields hold an error, to show its tab. */
export function firstLanguageWithError(errors: Record<string, unknown>): Language | undefined {
  return LANGUAGES.find((lang) => Object.keys(errors).some((field) => field.startsWith(`${lang}.`)));
}

export function LanguageTextsFields({
  texts,
  onChange,
  tab,
  onTab,
  errorOf,
  withSubject,
  labels,
}: {
  texts: LanguageTexts;
  onChange: (lang: Language, field: 'subject' | 'description', value: string) => void;
  tab: Language;
  onTab: (lang: Language) => void;
  /** The translated error of a field (`en.subject`), or of the texts as a whole (`texts`), if any. */
  errorOf: (field: string) => string | undefined;
  withSubject: boolean;
  labels: { tabs: string; subject: string; body: string; tabHasError: string };
}) {
  const { t } = useTranslation();
  const wrong = (lang: Language) => Boolean(errorOf(`${lang}.subject`) ?? errorOf(`${lang}.description`));
  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value as Language)} keepMounted={false}>
      <Tabs.List aria-label={labels.tabs}>
        {LANGUAGES.map((lang) => (
          <Tabs.Tab
            key={lang}
            value={lang}
            c={wrong(lang) ? 'red.9' : undefined}
            rightSection={
              wrong(lang) && (
                <Text span fw={700} c="red.9" aria-label={labels.tabHasError}>
                  !
                </Text>
              )
            }
          >
            {t(`common:language.${lang}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGUAGES.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="md">
          <Stack gap="md" lang={HTML_LANG[lang]}>
            {withSubject && (
              <LimitedTextInput
                label={labels.subject}
                value={texts[lang].subject}
                onChange={(event) => onChange(lang, 'subject', event.currentTarget.value)}
                maxLength={TEXT_MAX_LENGTH}
                error={errorOf(`${lang}.subject`)}
              />
            )}
            <LimitedTextarea
              label={labels.body}
              value={texts[lang].description}
              onChange={(event) => onChange(lang, 'description', event.currentTarget.value)}
              maxLength={MESSAGE_BODY_MAX_LENGTH}
              error={errorOf(`${lang}.description`)}
              autosize
              minRows={withSubject ? 6 : 4}
              maxRows={16}
            />
          </Stack>
        </Tabs.Panel>
      ))}
      {errorOf('texts') ? (
        <Text c="red.9" size="sm" role="alert" mt="xs">
          {errorOf('texts')}
        </Text>
      ) : null}
    </Tabs>
  );
}
