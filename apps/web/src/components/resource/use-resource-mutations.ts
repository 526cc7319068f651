import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceQueryKeys } from './use-resource-list';

/** `POST /{resource}`: inserts; answers 201 with the new item. */
export function insertResource<Item, Insert>(resource: string, input: Insert): Promise<Item> {
  return apiRequest<Item>(resource, { method: 'POST', body: input });
}

/** `PUT /{resource}`: updates the item whose `id` is in the body; answers the item. */
export function updateResource<Item, Update extends { id: string }>(
  resource: string,
  input: Update,
): Promise<Item> {
  return apiRequest<Item>(resource, { method: 'PUT', body: input });
}

/** `POST /{resource}/Save`: inserts without an `id`, updates with one; answers the item. */
export function saveResource<Item, Save>(resource: string, input: Save): Promise<Item> {
  return apiRequest<Item>(`${resource}/Save`, { method: 'POST', body: input });
}

/** `DELETE /{resource}?key={id}`: answers `{ id }`. */
export function removeResource(resource: string, id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(resource, { method: 'DELETE', query: { key: id } });
}

/**
 * The writes of a resource; each one, once done, marks every query of the resource stale (lists and
 * items), so what is on screen is fetched again.
 */
export function useResourceMutations<
  Item,
  Insert,
  Update extends { id: string } = Insert & { id: string },
  Save = Insert & { id?: string },
>(resource: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(resource) });
  const insert = useMutation({
    mutationFn: (input: Insert) => insertResource<Item, Insert>(resource, input),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: (input: Update) => updateResource<Item, Update>(resource, input),
    onSuccess,
  });
  const save = useMutation({
    mutationFn: (input: Save) => saveResource<Item, Save>(resource, input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (id: string) => removeResource(resource, id), onSuccess });
  return { insert, update, save, remove };
}
