// The office's templates (/v1/admin/templates, decision 050): the query every reason dialog's
// picker and the templates page share, so that a template saved on one shows in the others.
import type { Template, TemplateKind } from '@fis/shared/template-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const templatesKey = ['admin', 'templates'] as const;

export const templatesQuery = (kind?: TemplateKind) =>
  queryOptions({
    queryKey: [...templatesKey, kind ?? 'all'],
    queryFn: () => api.get<{ items: Template[] }>(`/v1/admin/templates${kind ? `?kind=${kind}` : ''}`),
  });

export function useTemplates(kind?: TemplateKind) {
  return useQuery(templatesQuery(kind));
}
