// /create-profile (SPEC section 2): the short guided form a candidate meets after the first
// sign-in: about (photo, introduction, skills), the current studies (the education entry
// registration made, to check and complete) and a resume. Finishing or skipping ends the step and shows the congratulation dialog, which
// leads to the dashboard, or on to the page the candidate signed in for (`?next=`). The three steps stay mounted, so going back loses nothing typed. Each step
// is a form whose button waits for the step's photo or resume to finish uploading (decision 005).
import type { EducationValues } from '@fis/shared/candidate-profile-schemas';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useNotifyFailure } from '../../../lib/notify';
import { candidateReturnPath, RETURN_PARAM } from '../../../lib/return-path';
import { useCompleteFirstLogin } from '../api/complete-first-login';
import { useMyProfile } from '../api/get-my-profile';
import { useUpdateEducation } from '../api/update-education';
import { useUpdateProfile } from '../api/update-profile';
import { useUpdateResume } from '../api/update-resume';
import { AboutFields, type AboutInput, type AboutValues, aboutSchema } from './about-section';
import { CongratulationModal } from './congratulation-modal';
import { EducationForm } from './education-form';

const ABOUT_FORM_ID = 'create-profile-about';
const EDUCATION_FORM_ID = 'create-profile-education';
const RESUME_FORM_ID = 'create-profile-resume';

export function CreateProfilePage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  // The page the candidate signed in for ("Sign in to apply"), gone on to once the step ends.
  const [params] = useSearchParams();
  const signedInFor = candidateReturnPath(params.get(RETURN_PARAM));
  const phone = useMediaQuery('(max-width: 36em)');
  const profile = useMyProfile();
  const updateProfile = useUpdateProfile();
  const updateEducation = useUpdateEducation();
  const updateResume = useUpdateResume();
  const completeFirstLogin = useCompleteFirstLogin();
  const notifyFailure = useNotifyFailure();

  const [step, setStep] = useState(0);
  const [avatar, setAvatar] = useState<UploadedMedia | null>(null);
  const [resume, setResume] = useState<UploadedMedia | null>(null);
  const [education, setEducation] = useState<EducationValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  // What is already saved, so that a retry after a failure does not save it twice.
  const saved = useRef({ about: false, education: false, resume: false });

  const about = useForm<AboutInput, unknown, AboutValues>({
    resolver: zodResolver(aboutSchema),
    mode: 'onTouched',
    defaultValues: { selfIntroduction: '', skills: [] },
  });

  if (profile.isPending) {
    return (
      <Container size="md" py="xl">
        <Skeleton height={40} width="60%" mb="md" />
        <Skeleton height={360} />
      </Container>
    );
  }
  if (profile.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={t('loadError')}>
          <Button variant="light" size="xs" onClick={() => profile.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  // Registration made the first entry of the studies it gave: the step completes that entry.
  const studies = profile.data.education.find((entry) => entry.current) ?? null;

  const end = async () => {
    await completeFirstLogin.mutateAsync();
    setDone(true);
  };

  const skip = async () => {
    setSaving(true);
    try {
      await end();
    } catch (err) {
      notifyFailure(err);
    } finally {
      setSaving(false);
    }
  };

  const finish = async () => {
    setSaving(true);
    try {
      const values = about.getValues();
      if (!saved.current.about && (values.selfIntroduction?.trim() || values.skills?.length || avatar)) {
        const checked = aboutSchema.parse(values);
        await updateProfile.mutateAsync({ ...checked, avatarMediaId: avatar?.id });
        saved.current.about = true;
      }
      if (!saved.current.education && education && studies) {
        await updateEducation.mutateAsync({ id: studies.id, input: education });
        saved.current.education = true;
      }
      if (!saved.current.resume && resume) {
        await updateResume.mutateAsync(resume.id);
        saved.current.resume = true;
      }
      await end();
    } catch (err) {
      notifyFailure(err);
    } finally {
      setSaving(false);
    }
  };

  const next = () => {
    if (step === 0) void about.handleSubmit(() => setStep(1))();
  };

  const panel = (index: number) => ({ display: step === index ? undefined : 'none' });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('create.title')}</Title>
          <Text c="dimmed">{t('create.intro')}</Text>
        </Stack>
        <Stepper
          active={step}
          onStepClick={(index) => index < step && setStep(index)}
          allowNextStepsSelect={false}
          size="sm"
          orientation={phone ? 'vertical' : 'horizontal'}
        >
          <Stepper.Step label={t('create.steps.about')} description={t('create.steps.aboutDescription')} />
          <Stepper.Step label={t('create.steps.education')} description={t('create.steps.educationDescription')} />
          <Stepper.Step label={t('create.steps.resume')} description={t('create.steps.resumeDescription')} />
        </Stepper>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Box style={panel(0)}>
            <form
              id={ABOUT_FORM_ID}
              onSubmit={(event) => {
                event.preventDefault();
                next();
              }}
              noValidate
            >
              <Stack gap="md">
                <FileUploadField purpose="avatar" label={t('summary.avatar')} value={avatar} onChange={setAvatar} />
                <AboutFields form={about} />
              </Stack>
            </form>
          </Box>
          <Box style={panel(1)}>
            <EducationForm
              id={EDUCATION_FORM_ID}
              defaultValues={{
                institution: studies?.institution ?? profile.data.institution,
                institutionOther: studies?.institutionOther ?? profile.data.institutionOther ?? '',
                educationLevel: studies?.educationLevel ?? profile.data.educationLevel,
                programme: studies?.programme ?? profile.data.programme,
                faculty: studies?.faculty ?? profile.data.faculty,
                yearOfStudy: studies?.yearOfStudy ?? null,
                graduationYear: studies?.graduationYear ?? profile.data.graduationYear,
              }}
              onSubmit={async (values) => {
                setEducation(values);
                setStep(2);
              }}
            />
          </Box>
          <Box style={panel(2)}>
            <form
              id={RESUME_FORM_ID}
              onSubmit={(event) => {
                event.preventDefault();
                void finish();
              }}
              noValidate
            >
              <FileUploadField purpose="resume" label={t('documents.resume')} value={resume} onChange={setResume} />
            </form>
          </Box>
        </Paper>
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="subtle" onClick={skip} disabled={saving}>
            {t('create.skip')}
          </Button>
          <Group gap="sm">
            {step > 0 ? (
              <Button variant="default" onClick={() => setStep(step - 1)} disabled={saving}>
                {t('create.back')}
              </Button>
            ) : null}
            {step === 0 ? (
              <SubmitButton form={ABOUT_FORM_ID} submitting={false}>
                {t('create.next')}
              </SubmitButton>
            ) : null}
            {step === 1 ? (
              <SubmitButton form={EDUCATION_FORM_ID} submitting={false}>
                {t('create.next')}
              </SubmitButton>
            ) : null}
            {step === 2 ? (
              <SubmitButton form={RESUME_FORM_ID} submitting={saving}>
                {t('create.finish')}
              </SubmitButton>
            ) : null}
          </Group>
        </Group>
      </Stack>
      <CongratulationModal
        opened={done}
        continues={signedInFor !== null}
        onClose={() => navigate(signedInFor ?? '/candidate/dashboard', { replace: true })}
      />
    </Container>
  );
}
