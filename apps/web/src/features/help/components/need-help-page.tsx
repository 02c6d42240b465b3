// /need-help (SPEC section 2, public; also reached signed in, from the account menu): a request to
// the scheme office with one optional screenshot or document. Signed in, the name and email are
// filled in. Errors stand beside their fields and nothing typed is lost; the file's upload shows
// its progress. Sent: 'Thank you for your feedback!' (docs/decisions/019-need-help.md).
import { HELP_REQUESTER_ROLE_VALUES, HELP_TOPIC_VALUES, HelpRequesterRole, Role } from '@fis/shared/enums';
import {
  NEED_HELP_FIELDS,
  type NeedHelpInput,
  type NeedHelpValues,
  needHelpInputSchema,
} from '@fis/shared/help-request-schemas';
import { HELP_MESSAGE_MAX_LENGTH, TEXT_MAX_LENGTH } from '@fis/shared/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LimitedTextareaField, LimitedTextInputField } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCurrentUser } from '../../../lib/current-user';
import { applyServerErrors, useErrorText, useFieldErrorText } from '../../../lib/form-errors';
import { useSendHelpRequest } from '../api/send-help-request';
import { HelpFileField } from './help-file-field';

/** Who a signed-in user is, as the form asks it. */
function roleOf(role: number | undefined): string {
  if (role === Role.CANDIDATE) return String(HelpRequesterRole.CANDIDATE);
  if (role === Role.COMPANY) return String(HelpRequesterRole.COMPANY);
  return '';
}

/** Kept off screen and out of the tab order: people never fill it, form-filling bots do. */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

export function NeedHelpPage() {
  const { t } = useTranslation('help');
  const { data: user } = useCurrentUser();
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const send = useSendHelpRequest();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);

  const { control, register, handleSubmit, setError, setValue, reset, getValues, formState } = useForm<
    NeedHelpInput,
    unknown,
    NeedHelpValues
  >({
    resolver: zodResolver(needHelpInputSchema),
    mode: 'onTouched',
    defaultValues: {
      name: user?.displayName ?? '',
      email: user?.email ?? '',
      role: roleOf(user?.role),
      topic: '',
      message: '',
    },
  });
  const { errors, isSubmitting } = formState;

  // Opened signed in before the account had loaded: fill in what is still empty once it has.
  useEffect(() => {
    if (!user) return;
    const filled = { name: user.displayName, email: user.email, role: roleOf(user.role) };
    for (const field of ['name', 'email', 'role'] as const) {
      if (!getValues(field) && filled[field]) setValue(field, filled[field]);
    }
  }, [user, getValues, setValue]);

  const onSubmit = async (values: NeedHelpValues) => {
    if (fileError) return;
    setFailure(null);
    setProgress(0);
    try {
      const result = await send.mutateAsync({
        values,
        file,
        honeypot,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      setSent({ message: result.message, email: values.email });
    } catch (err) {
      const placed = applyServerErrors(err, setError, NEED_HELP_FIELDS);
      const issues = (err as { body?: { field?: string; code?: string } }).body;
      if (issues?.field === 'file' && issues.code) setFileError(t(`errors:${issues.code}`));
      else if (!placed) setFailure(err);
    } finally {
      setProgress(null);
    }
  };

  const sendAnother = () => {
    const { name, email, role } = getValues();
    reset({ name, email, role, topic: '', message: '' });
    setFile(null);
    setFileError(null);
    setSent(null);
  };

  return (
    <Box px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text>{t('intro')}</Text>
          </Stack>
          {sent ? (
            <Stack gap="lg">
              <Alert color="teal" role="status" variant="light" title={sent.message}>
                {t('thanksDetail', { email: sent.email })}
              </Alert>
              <Group>
                <Button variant="light" onClick={sendAnother}>
                  {t('sendAnother')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <form onSubmit={handleSubmit(onSubmit)} noValidate>
              <Stack gap="md">
                <LimitedTextInputField
                  control={control}
                  name="name"
                  label={t('fields.name')}
                  autoComplete="name"
                  maxLength={TEXT_MAX_LENGTH}
                  required
                />
                <TextInput
                  {...register('email')}
                  label={t('fields.email')}
                  description={t('fields.emailHint')}
                  type="email"
                  autoComplete="email"
                  error={fieldError(errors.email)}
                  required
                />
                <Controller
                  control={control}
                  name="role"
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      name={field.name}
                      value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
                      onChange={(value) => {
                        field.onChange(value);
                        field.onBlur();
                      }}
                      label={t('fields.role')}
                      error={fieldError(fieldState.error)}
                      required
                    >
                      <Group gap="md" mt={6}>
                        {HELP_REQUESTER_ROLE_VALUES.map((value) => (
                          <Radio key={value} value={String(value)} label={t(`roles.${value}`)} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                <NativeSelect
                  {...register('topic')}
                  label={t('fields.topic')}
                  data={[
                    { value: '', label: '—' },
                    ...HELP_TOPIC_VALUES.map((value) => ({ value: String(value), label: t(`topics.${value}`) })),
                  ]}
                  error={fieldError(errors.topic)}
                  required
                />
                <LimitedTextareaField
                  control={control}
                  name="message"
                  label={t('fields.message')}
                  maxLength={HELP_MESSAGE_MAX_LENGTH}
                  autosize
                  minRows={6}
                  maxRows={14}
                  required
                />
                <HelpFileField
                  value={file}
                  error={fileError}
                  disabled={isSubmitting}
                  onChange={(chosen, error) => {
                    setFile(chosen);
                    setFileError(error);
                  }}
                />
                <Box style={offScreen} aria-hidden="true">
                  <TextInput
                    label={t('fields.honeypot')}
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={honeypot}
                    onChange={(event) => setHoneypot(event.currentTarget.value)}
                  />
                </Box>
                {progress !== null ? (
                  <Group gap="sm" wrap="nowrap">
                    <Progress value={progress} style={{ flex: 1 }} aria-label={t('sendingLabel')} />
                    <Text size="xs" aria-live="polite" style={{ flex: 'none' }}>
                      {t('sending', { percent: progress })}
                    </Text>
                  </Group>
                ) : null}
                {failure ? (
                  <Alert color="red" role="alert" variant="light">
                    {errorText(failure)}
                  </Alert>
                ) : null}
                <Group justify="flex-end">
                  <SubmitButton submitting={isSubmitting}>{t('submit')}</SubmitButton>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
