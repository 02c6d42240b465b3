// GET /v1/admin/companies: the approved companies whose name, email or company ID holds the typed
// words, by name, for the grant form's company choice (the first page is enough to pick from).
import type { AdminCompanyPage } from '@fis/shared/admin-list-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const CHOICES = 20;

export function useCompanyChoices(keyword: string) {
  const params = new URLSearchParams({ approval: '1', sort: 'name', take: String(CHOICES) });
  if (keyword) params.set('keyword', keyword);
  return useQuery({
    queryKey: ['admin', 'companies', 'place-choices', keyword],
    queryFn: () => api.get<AdminCompanyPage>(`/v1/admin/companies?${params}`),
    placeholderData: keepPreviousData,
  });
}
