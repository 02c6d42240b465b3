// GET /v1/user/file-access: which companies can open which of the candidate's files, and until when.
import type { FileAccess } from '@fis/shared/file-access-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const FILE_ACCESS_KEY = ['candidate-profile', 'file-access'] as const;

export function getFileAccess(): Promise<FileAccess> {
  return api.get<FileAccess>('/v1/user/file-access');
}

export function useFileAccess() {
  return useQuery({ queryKey: FILE_ACCESS_KEY, queryFn: getFileAccess });
}
