// The candidate variant of /sign-in: email and password, answered with a session; then the page
// `?next=` asked for, when it is safe to go to (lib/return-path.ts: the public job page's "Sign in
// to apply" goes on to the apply form), else the dashboard. Registering from here keeps it.
import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLink } from '../../../components/ui/page-link';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { candidateReturnPath, goingOnTo, pathAfterSignIn, RETURN_PARAM } from '../../../lib/return-path';
import { startSession } from '../../../lib/session';
import { loadSignInSchema, type SignInInput, type SignInValues, useSignIn } from '../api/sign-in';
import { applyFormErrors, errorCodeOf, FormErrorAlert } from './form-error-alert';
import { PasswordAndRememberFields } from './password-and-remember-fields';

const validation = lazyZodResolver(loadSignInSchema);

export function CandidateSignInForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = candidateReturnPath(search.get(RETURN_PARAM));
  const signIn = useSignIn();
  const [formError, setFormError] = useState<unknown>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = async (values: SignInValues) => {
    setFormError(null);
    try {
      const session = await signIn.mutateAsync(values);
      startSession(queryClient, session);
      navigate(pathAfterSignIn(search.get(RETURN_PARAM), session.user), { replace: true });
    } catch (err) {
      if (!applyFormErrors<SignInInput>(err, setError, ['email', 'password'])) setFormError(err);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate>
      <Stack gap="md">
        <TextInput
          {...register('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
        />
        <PasswordAndRememberFields register={register} errors={errors} next={next} />
        <FormErrorAlert
          error={formError}
          hint={errorCodeOf(formError) === 'EMAIL_NOT_VERIFIED' ? t('signIn.checkInbox') : undefined}
        />
        <SubmitButton fullWidth submitting={isSubmitting}>
          {t('common:actions.signIn')}
        </SubmitButton>
        <Text size="sm" ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component={PageLink} to={goingOnTo('/register', next)}>
            {t('signIn.registerLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
