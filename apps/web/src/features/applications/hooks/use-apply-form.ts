// The application form's state: the fields (contact details from the profile until changed), the
// resume chosen (the profile's, or a new upload), the supporting document slots, and the submit
// that puts the chosen files into the form just before it is checked. A refused submission keeps
// everything entered and puts the server's errors beside the fields.
import { type ApplyInput, type ApplyValues, applyInputSchema } from '@fis/shared/application-schemas';
import type { CandidateProfile } from '@fis/shared/candidate-profile-response-schemas';
import { DEFAULT_PHONE_PREFIX } from '@fis/shared/enums';
import type { UploadedMedia } from '@fis/shared/media-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useServerErrors } from '../../../lib/notify';
import { useApplyJob } from '../api/apply-job';

const FORM_FIELDS: readonly Path<ApplyInput>[] = [
  'contactEmail',
  'phonePrefix',
  'phoneNumber',
  'resumeMediaId',
  'pitch',
  'documentMediaIds',
];

export type ResumeChoice = 'profile' | 'upload';
export interface DocumentSlot {
  key: number;
  media: UploadedMedia | null;
}

/** The ids of the documents uploaded so far, in their slots' order. */
export const documentIds = (slots: readonly DocumentSlot[]) => slots.flatMap((s) => (s.media ? [s.media.id] : []));

export function useApplyForm(jobId: string, profile: CandidateProfile | undefined) {
  const navigate = useNavigate();
  const apply = useApplyJob();
  const serverErrors = useServerErrors();
  const profileResume = profile?.resume ?? null;
  const [choice, setChoice] = useState<ResumeChoice | null>(null);
  const resumeChoice: ResumeChoice = choice ?? (profileResume ? 'profile' : 'upload');
  const [newResume, setNewResume] = useState<UploadedMedia | null>(null);
  const [slots, setSlots] = useState<DocumentSlot[]>([]);
  const nextKey = useRef(0);

  const form = useForm<ApplyInput, unknown, ApplyValues>({
    resolver: zodResolver(applyInputSchema),
    mode: 'onTouched',
    values: {
      jobId,
      contactEmail: profile?.email ?? '',
      phonePrefix: profile?.phonePrefix ?? DEFAULT_PHONE_PREFIX,
      phoneNumber: profile?.phoneNumber ?? '',
      resumeMediaId: '',
      pitch: '',
      documentMediaIds: [],
      declarations: { notRelated: false, notRecentlyEmployed: false },
    },
    resetOptions: { keepDirtyValues: true },
  });

  const setDocuments = (next: DocumentSlot[]) => {
    setSlots(next);
    form.setValue('documentMediaIds', documentIds(next), { shouldDirty: true });
    form.clearErrors('documentMediaIds');
  };
  const addSlot = () => {
    nextKey.current += 1;
    setSlots([...slots, { key: nextKey.current, media: null }]);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const result = await apply.mutateAsync(values);
        notifications.show({ color: 'green', message: result.message });
        navigate('/candidate/applications');
      } catch (err) {
        serverErrors(err, form.setError, FORM_FIELDS);
      }
    },
    () => undefined,
  );

  // The resume and document ids are kept in the form from the choices above, just before checking.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const resumeId = resumeChoice === 'profile' ? (profileResume?.id ?? '') : (newResume?.id ?? '');
    form.setValue('resumeMediaId', resumeId);
    form.setValue('documentMediaIds', documentIds(slots));
    return submit(event);
  };

  return {
    form,
    profileResume,
    resumeChoice,
    chooseResume: (next: ResumeChoice) => {
      setChoice(next);
      form.clearErrors('resumeMediaId');
    },
    newResume,
    setNewResume: (media: UploadedMedia | null) => {
      setNewResume(media);
      form.clearErrors('resumeMediaId');
    },
    slots,
    setDocuments,
    addSlot,
    onSubmit,
  };
}

export type ApplyForm = ReturnType<typeof useApplyForm>;
