import { toListSearchParams } from '@portal/contracts/list-keys';
import type {
  CatalogueFilterAttribute,
  CatalogueProduct,
  CatalogueProductList,
  CatalogueVendor,
  CatalogueVendorList,
} from '@portal/contracts/marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { listStaleTimeMs } from '../../../lib/constants';
import { type CatalogueState, listQueryOf } from '../catalogue-query';

/** The catalogue buyers use: `/Catalogue/…`, every answer inside `payload`. */
const base = 'Catalogue';

async function payloadOf<T>(path: string, options: Parameters<typeof apiRequest>[1] = {}): Promise<T> {
  return (await apiRequest<{ payload: T }>(`${base}/${path}`, options)).payload;
}

export function useCatalogueProducts(state: CatalogueState) {
  const query = listQueryOf(state);
  return useQuery({
    queryKey: [base, 'Product', query],
    queryFn: ({ signal }) =>
      payloadOf<CatalogueProductList>('Product', { query: toListSearchParams(query), signal }),
    enabled: state.tab === 'products',
    placeholderData: keepPreviousData,
    staleTime: listStaleTimeMs,
  });
}

export function useCatalogueVendors(state: CatalogueState) {
  const query = listQueryOf(state);
  return useQuery({
    queryKey: [base, 'Vendor', query],
    queryFn: ({ signal }) =>
      payloadOf<CatalogueVendorList>('Vendor', { query: toListSearchParams(query), signal }),
    enabled: state.tab === 'vendors',
    placeholderData: keepPreviousData,
    staleTime: listStaleTimeMs,
  });
}

/** A vendor's published products, for its page. */
export function useVendorProducts(vendorId: string, page: number) {
  const query = {
    page,
    pageSize: 20,
    condition: { vendorId },
    sortings: [{ field: 'newest', dir: 'desc' as const }],
  };
  return useQuery({
    queryKey: [base, 'Product', query],
    queryFn: ({ signal }) =>
      payloadOf<CatalogueProductList>('Product', { query: toListSearchParams(query), signal }),
    enabled: vendorId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCatalogueProduct(id: string) {
  return useQuery({
    queryKey: [base, 'Product', 'item', id],
    queryFn: ({ signal }) => payloadOf<CatalogueProduct>(`Product/${id}`, { signal }),
    enabled: id !== '',
    retry: false,
  });
}

export function useCatalogueVendor(id: string) {
  return useQuery({
    queryKey: [base, 'Vendor', 'item', id],
    queryFn: ({ signal }) => payloadOf<CatalogueVendor>(`Vendor/${id}`, { signal }),
    enabled: id !== '',
    retry: false,
  });
}

/** The attribute filters the chosen category offers. */
export function useFilterAttributes(categoryId: string | undefined) {
  return useQuery({
    queryKey: [base, 'Attribute', categoryId],
    queryFn: ({ signal }) =>
      payloadOf<CatalogueFilterAttribute[]>('Attribute', { query: { categoryId: categoryId ?? '' }, signal }),
    enabled: categoryId !== undefined,
    staleTime: listStaleTimeMs,
  });
}
