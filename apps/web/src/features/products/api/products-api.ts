import type { Attribute } from '@portal/contracts/attributes';
import type { Category } from '@portal/contracts/categories';
import { maxPageSize, toListSearchParams } from '@portal/contracts/list-keys';
import type { Product, ProductInput, ProductList } from '@portal/contracts/product';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '../../../components/resource/list-state';
import { fetchResourceList } from '../../../components/resource/use-resource-list';
import { apiRequest } from '../../../lib/api-client';
import { listStaleTimeMs } from '../../../lib/constants';

/**
 * `Product` (spec §7): `GET /Product` lists, `GET /Product/{id}` reads, `PUT /Product` adds,
 * `POST /Product/{productID}` changes, `DELETE /Product/{id}` deletes; each answer inside `payload`.
 */
export const productsResource = 'Product';

export async function fetchProductPage(query: ListQuery, signal?: AbortSignal): Promise<ProductList> {
  const body = await apiRequest<{ payload: ProductList }>(productsResource, {
    query: toListSearchParams(query),
    ...(signal ? { signal } : {}),
  });
  return body.payload;
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const body = await apiRequest<{ payload: Product }>(`${productsResource}/${id}`, signal ? { signal } : {});
  return body.payload;
}

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: [productsResource, 'item', id],
    queryFn: ({ signal }) => fetchProduct(id ?? '', signal),
    enabled: id !== null,
  });
}

/** Every attribute (at most a few dozen), for the form to show the chosen category's. */
export function useAllAttributes() {
  return useQuery({
    queryKey: ['Attributes', 'all'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: Attribute[] }>('Attributes', {
          query: { pageSize: 100, sortings: JSON.stringify([{ field: 'sortOrder', dir: 'asc' }]) },
          signal,
        })
      ).data,
    staleTime: listStaleTimeMs,
  });
}

export function useProductMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: [productsResource] });
  const save = useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: ProductInput }) => {
      const body = await apiRequest<{ payload: Product }>(
        id ? `${productsResource}/${id}` : productsResource,
        {
          method: id ? 'POST' : 'PUT',
          body: input,
        },
      );
      return body.payload;
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ payload: { id: string } }>(`${productsResource}/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  // Staff with vendors:audit take a published product off the catalogue; the vendor sees the reason.
  const unpublish = useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (
        await apiRequest<{ payload: Product }>(`${productsResource}/${id}/Unpublish`, {
          method: 'POST',
          body: { reason },
        })
      ).payload,
    onSuccess: refresh,
  });
  return { save, remove, unpublish };
}

/** Every node of the product category tree (a few hundred at most), for the form's category choice. */
export function useProductCategories() {
  return useQuery({
    queryKey: ['Category', 'tree', 'product'],
    queryFn: async ({ signal }) => {
      const nodes: Category[] = [];
      for (let page = 1; ; page += 1) {
        const result = await fetchResourceList<Category>(
          'Category',
          { page, pageSize: maxPageSize, condition: { kind: 'product' } },
          signal,
        );
        nodes.push(...result.data);
        if (nodes.length >= result.totalCount || result.data.length === 0) return nodes;
      }
    },
  });
}
