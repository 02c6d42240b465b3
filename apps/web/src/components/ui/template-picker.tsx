// "Start from a template" above a reason or a message (decision 050): the office's templates of
// that kind, each in every language it is written in for a reason (the officer picks the reader's),
// or once for a message (all its languages at once). Picking one hands its text over; with no
// template of that kind, the picker says where they are kept.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import type { Template, TemplateKind } from '@fis/shared/template-schemas';
import { Anchor, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemplates } from '../../lib/templates';
import { PageLink } from './page-link';

/** A reason template's text in the language picked, else in the first language it has. */
export function templateText(template: Template, lang: Language | null): string {
  const text = (lang && template.texts[lang]) || LANGUAGES.map((other) => template.texts[other]).find(Boolean);
  return text?.description ?? '';
}

export function TemplatePicker({
  kind,
  onPick,
}: {
  kind: TemplateKind;
  /** The template, and the language chosen (null for a message: every language it has). */
  onPick: (template: Template, lang: Language | null) => void;
}) {
  const { t } = useTranslation('templates');
  const templates = useTemplates(kind);
  const items = templates.data?.items ?? [];
  if (templates.isSuccess && items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('picker.none')}{' '}
        <Anchor component={PageLink} to="/admin-portal/templates" size="sm" underline="always">
          {t('picker.keep')}
        </Anchor>
      </Text>
    );
  }
  const options = items.flatMap((template) =>
    kind === 'message'
      ? [{ value: template.id, label: template.name }]
      : LANGUAGES.filter((lang) => template.texts[lang]).map((lang) => ({
          value: `${template.id}:${lang}`,
          label: `${template.name} · ${t(`common:language.${lang}`)}`,
        })),
  );
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      data={options}
      value={null}
      disabled={!templates.isSuccess}
      searchable={options.length > 8}
      onChange={(value) => {
        if (!value) return;
        const [id, lang] = value.split(':');
        const template = items.find((item) => item.id === id);
        if (template) onPick(template, (lang as Language | undefined) ?? null);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
