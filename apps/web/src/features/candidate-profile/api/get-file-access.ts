// GET /v1/user/file-access: which companies can open which of the candidate's files, and until when.
import type { FileAccess } from '@fis/shared/file-access-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const FILE_ACCESS_KEY = ['candidate-profile', 'file-access'] as const;

export function getFileAccess(): Promise<FileAccess> {
  return api.get<FileAccess>('/v1/user/file-access');
}

export const fileAccessQuery = () => queryOptions({ queryKey: FILE_ACCESS_KEY, queryFn: getFileAccess });

export function useFileAccess() {
  return useQuery(fileAccessQuery());
}
