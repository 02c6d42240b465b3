// A template written or rewritten, in a dialog: what it is for, its name (the office's only), and
// its text in each language (a message with a subject, a reason without), checked with the API's
// own schema, each error beside its field.
import { LANGUAGES } from '@fis/shared/enums';
import { MESSAGE_PLACEHOLDERS } from '@fis/shared/group-message-schemas';
import { isLanguage } from '@fis/shared/i18n';
import { TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { TEMPLATE_KINDS, type Template, type TemplateKind, templateInputSchema } from '@fis/shared/template-schemas';
import { Button, Code, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_LANGUAGE_TEXTS,
  firstLanguageWithError,
  type LanguageTexts,
  LanguageTextsFields,
  languageTextsOf,
} from '../../../components/ui/language-texts-fields';
import { LimitedTextInput } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldIssuesOf, firstErrorByField } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { useSaveTemplate } from '../api/templates';

export function TemplateForm({
  template,
  kind: initialKind,
  onClose,
}: {
  /** The template rewritten; null for a new one. */
  template: Template | null;
  /** A new template's kind to start with. */
  kind: TemplateKind;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('templates');
  const save = useSaveTemplate();
  const notifyFailure = useNotifyFailure();
  const [kind, setKind] = useState<TemplateKind>(template?.kind ?? initialKind);
  const [name, setName] = useState(template?.name ?? '');
  const [texts, setTexts] = useState<LanguageTexts>(template ? languageTextsOf(template.texts) : EMPTY_LANGUAGE_TEXTS);
  const [tab, setTab] = useState(isLanguage(i18n.language) ? i18n.language : 'zh');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const withSubject = kind === 'message';

  const errorOf = (field: string) => {
    const code = errors[field];
    if (!code) return undefined;
    return field === 'texts' && code === 'FIELD_REQUIRED' ? t('form.noText') : t(`errors:${code}`);
  };
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    const first = firstLanguageWithError(next);
    if (first) setTab(first);
  };
  /** An error's field as this form names it: `en.subject` for `texts.en.subject`. */
  const fieldOf = (path: string) => (path.startsWith('texts.') ? path.slice(6) : path);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      kind,
      name,
      texts: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, withSubject ? texts[lang] : { description: texts[lang].description }]),
      ),
    };
    const checked = templateInputSchema.safeParse(input);
    if (!checked.success) {
      showErrors(
        firstErrorByField(
          checked.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.message })),
          fieldOf,
        ),
      );
      return;
    }
    save.mutate(
      { id: template?.id ?? null, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('form.saved') });
          onClose();
        },
        onError: (err) => {
          const issues = fieldIssuesOf(err);
          if (issues.length === 0) return notifyFailure(err);
          showErrors(firstErrorByField(issues, fieldOf));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(template ? 'form.titleEdit' : 'form.titleNew')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('form.kind')}
            data={TEMPLATE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as TemplateKind)}
            allowDeselect={false}
            error={errorOf('kind')}
          />
          <LimitedTextInput
            label={t('form.name')}
            description={t('form.nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={TEXT_MAX_LENGTH}
            error={errorOf('name')}
            required
            data-autofocus
          />
          <Text size="sm">{t('form.languagesHint')}</Text>
          {withSubject && (
            <Text size="sm">
              {t('form.placeholders')}{' '}
              {MESSAGE_PLACEHOLDERS.map((name) => (
                <Code key={name} mr={4}>
                  {`{{${name}}}`}
                </Code>
              ))}
            </Text>
          )}
          <LanguageTextsFields
            texts={texts}
            onChange={(lang, field, value) =>
              setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }))
            }
            tab={tab}
            onTab={setTab}
            errorOf={errorOf}
            withSubject={withSubject}
            labels={{
              tabs: t('form.languages'),
              subject: t('form.subject'),
              body: t('form.body'),
              tabHasError: t('form.tabHasError'),
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <SubmitButton submitting={save.isPending}>{t('form.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
