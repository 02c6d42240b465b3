// The approved participating companies shown on the landing page, grouped there by region.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type BrandLocation = 'HongKong' | 'GBA' | 'HongKong & GBA';

export type Brand = {
  id: string;
  name: string;
  nameZh: string | null;
  location: BrandLocation | null;
  logoUrl: string | null;
};

export async function getParticipatingBrands(): Promise<Brand[]> {
  const data = await api.get<{ items: Brand[] }>('/v1/company/brands');
  return data.items;
}

export const participatingBrandsQueryKey = ['company', 'brands'] as const;

export const participatingBrandsQuery = () =>
  queryOptions({ queryKey: participatingBrandsQueryKey, queryFn: getParticipatingBrands });

export function useParticipatingBrands() {
  return useQuery(participatingBrandsQuery());
}
