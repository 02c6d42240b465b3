// POST /v1/need-help: the form as multipart (the text fields, then the optional file), with the
// upload's progress; open to visitors, and sent with the session when signed in.
import {
  HELP_FILE_FIELD,
  HELP_HONEYPOT_FIELD,
  NEED_HELP_FIELDS,
  type NeedHelpValues,
} from '@fis/shared/help-request-schemas';
import { useMutation } from '@tanstack/react-query';
import { upload } from '../../../lib/api-client';

export interface SendHelpRequestInput {
  values: NeedHelpValues;
  file: File | null;
  /** The hidden field, as the page holds it: people leave it empty. */
  honeypot: string;
  onProgress?: (fraction: number) => void;
}

export function sendHelpRequest({ values, file, honeypot, onProgress }: SendHelpRequestInput) {
  const form = new FormData();
  for (const field of NEED_HELP_FIELDS) form.append(field, String(values[field]));
  form.append(HELP_HONEYPOT_FIELD, honeypot);
  // The file goes last: the server has read every field before the bytes arrive.
  if (file) form.append(HELP_FILE_FIELD, file, file.name);
  return upload<{ message: string }>('/v1/need-help', form, { onProgress });
}

export function useSendHelpRequest() {
  return useMutation({ mutationFn: sendHelpRequest });
}
