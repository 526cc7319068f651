import type { updateBuyerProfileInputSchema } from '@portal/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { type BuyerProfile, buyerProfileQueryKey } from './get-buyer-profile';

export type UpdateBuyerProfileInput = z.infer<typeof updateBuyerProfileInputSchema>;

/** `POST /Account/Buyer`: saves the buyer profile. */
export function updateBuyerProfile(input: UpdateBuyerProfileInput): Promise<BuyerProfile> {
  return apiRequest<BuyerProfile>('Account/Buyer', { method: 'POST', body: input });
}

export function useUpdateBuyerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuyerProfile,
    onSuccess: (profile) => queryClient.setQueryData(buyerProfileQueryKey, profile),
  });
}
