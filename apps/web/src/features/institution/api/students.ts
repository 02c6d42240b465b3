// The coordinator's students (docs/decisions/061): GET /v1/institution/students with the query the
// address holds (its route's loader reads it), one student, their confirmations, and the list's
// file: downloaded, then uploaded back to be checked and applied.
import type {
  ConfirmationInput,
  FileApply,
  FileCheck,
  InstitutionStudentDetail,
  InstitutionStudentPage,
  InstitutionStudentQuery,
} from '@fis/shared/institution-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { queryParams } from '../../../lib/url-params';

const studentsKey = ['institution', 'students'] as const;

export const institutionStudentsQuery = (query: InstitutionStudentQuery) =>
  queryOptions({
    queryKey: [...studentsKey, 'list', query],
    queryFn: () => api.get<InstitutionStudentPage>(`/v1/institution/students?${queryParams(query)}`),
  });

export function useInstitutionStudents(query: InstitutionStudentQuery) {
  return useQuery({ ...institutionStudentsQuery(query), placeholderData: keepPreviousData });
}

export const institutionStudentQuery = (id: string) =>
  queryOptions({
    queryKey: [...studentsKey, 'one', id],
    queryFn: () => api.get<InstitutionStudentDetail>(`/v1/institution/students/${id}`),
  });

export function useInstitutionStudent(id: string) {
  return useQuery(institutionStudentQuery(id));
}

export function useConfirmStudent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmationInput) =>
      api.put<{ student: InstitutionStudentDetail; message: string }>(
        `/v1/institution/students/${id}/confirmation`,
        input,
      ),
    onSuccess: (answer) => {
      client.setQueryData(institutionStudentQuery(id).queryKey, answer.student);
      return client.invalidateQueries({ queryKey: [...studentsKey, 'list'] });
    },
  });
}

/** The students the filters find, as the file to fill in (every page). */
export function exportStudents(query: InstitutionStudentQuery): Promise<void> {
  const { page: _page, take: _take, ...filters } = query;
  return downloadFile(`/api/v1/institution/students/export-csv?${queryParams(filters)}`);
}

/** The file read back: what each row would do (nothing written). */
export function useCheckFile() {
  return useMutation({
    mutationFn: (file: string) => api.post<FileCheck>('/v1/institution/confirmations/check', { file }),
  });
}

/** The same file applied: its rows that change a student, each on its own. */
export function useApplyFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: string) => api.post<FileApply>('/v1/institution/confirmations/apply', { file }),
    onSuccess: () => client.invalidateQueries({ queryKey: studentsKey }),
  });
}
