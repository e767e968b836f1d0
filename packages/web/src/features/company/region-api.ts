import { useQuery } from '@tanstack/react-query';
import type { ListEnvelope } from '../../app/api/envelopes.ts';
import { apiRequest } from '../../app/api/http.ts';

export interface Region {
  id: string;
  name: string;
}

/** Indonesian provinces and their cities/regencies hardly ever change: read once per session. */
export function useProvinces() {
  return useQuery({
    queryKey: ['region', 'province'],
    queryFn: async () => (await apiRequest<ListEnvelope<Region>>('/province')).listdata,
    staleTime: Infinity,
  });
}

/** GET /api/city?idprovinsi=: the cities and regencies of one province. */
export function useCities(provinceId: string | undefined) {
  return useQuery({
    queryKey: ['region', 'city', provinceId ?? ''],
    queryFn: async () => (await apiRequest<ListEnvelope<Region>>('/city', { query: { idprovinsi: provinceId } })).listdata,
    enabled: Boolean(provinceId),
    staleTime: Infinity,
  });
}
