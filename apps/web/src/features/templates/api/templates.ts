// Saving and deleting the office's templates (/v1/admin/templates, decision 050). The list is
// lib/templates.ts's query, which the reason dialogs' pickers read too: each change refreshes both.
import type { Template, TemplateInput } from '@fis/shared/template-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templatesKey } from '../../../lib/templates';

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateInput }) =>
      id ? api.put<Template>(`/v1/admin/templates/${id}`, input) : api.post<Template>('/v1/admin/templates', input),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/v1/admin/templates/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
}
