import type {
  Attribute,
  AttributeValue,
  attributeInsertSchema,
  attributeUpdateSchema,
  attributeValueInsertSchema,
  attributeValueUpdateSchema,
} from '@portal/contracts/attributes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { resourceQueryKeys } from '../../../components/resource/use-resource-list';
import {
  insertResource,
  removeResource,
  updateResource,
  useResourceMutations,
} from '../../../components/resource/use-resource-mutations';
import { apiRequest } from '../../../lib/api-client';

/**
 * The Attributes resource (generic pattern; each item carries its categories and its choices) and the
 * AttributeValues resource (the choices; `sortOrder` places one among its attribute's choices).
 */
export const attributesResource = 'Attributes';
export const attributeValuesResource = 'AttributeValues';

export type AttributeInsert = z.input<typeof attributeInsertSchema>;
export type AttributeUpdate = z.input<typeof attributeUpdateSchema>;
export type AttributeValueInsert = z.input<typeof attributeValueInsertSchema>;
export type AttributeValueUpdate = z.input<typeof attributeValueUpdateSchema>;

export function useAttributeMutations() {
  return useResourceMutations<Attribute, AttributeInsert, AttributeUpdate>(attributesResource);
}

/** One attribute with its choices, as the choices drawer shows it. */
export function useAttribute(id: string | null) {
  return useQuery({
    queryKey: [...resourceQueryKeys.all(attributesResource), 'item', id],
    queryFn: ({ signal }) => apiRequest<Attribute>(`${attributesResource}/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** The choices' writes; each refreshes the attributes too (their items carry the choices). */
export function useAttributeValueMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(attributesResource) }),
      queryClient.invalidateQueries({ queryKey: resourceQueryKeys.all(attributeValuesResource) }),
    ]);
  };
  const insert = useMutation({
    mutationFn: (input: AttributeValueInsert) =>
      insertResource<AttributeValue, AttributeValueInsert>(attributeValuesResource, input),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: (input: AttributeValueUpdate) =>
      updateResource<AttributeValue, AttributeValueUpdate>(attributeValuesResource, input),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => removeResource(attributeValuesResource, id),
    onSuccess,
  });
  return { insert, update, remove };
}
