// The office's internal notes about one record (/v1/admin/notes, decision 052): read, add, take back.
import type { AddNoteInput, Note, NoteList, NoteSubject } from '@fis/shared/internal-note-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notesKey = ['admin', 'notes'] as const;

export const notesQuery = (subjectType: NoteSubject, subjectId: string) =>
  queryOptions({
    queryKey: [...notesKey, subjectType, subjectId],
    queryFn: () => api.get<NoteList>(`/v1/admin/notes?${new URLSearchParams({ subjectType, subjectId })}`),
  });

export function useNotes(subjectType: NoteSubject, subjectId: string) {
  return useQuery(notesQuery(subjectType, subjectId));
}

export function useAddNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddNoteInput) => api.post<Note>('/v1/admin/notes', input),
    onSuccess: () => client.invalidateQueries({ queryKey: notesKey }),
  });
}

export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/v1/admin/notes/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: notesKey }),
  });
}
