import type { buyerProfileSchema } from '@portal/contracts/account';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type BuyerProfile = z.infer<typeof buyerProfileSchema>;

export const buyerProfileQueryKey = ['account', 'buyer'] as const;

/** `GET /Account/Buyer`: the buyer profile (company, industry, interests, address). */
export function getBuyerProfile(signal?: AbortSignal): Promise<BuyerProfile> {
  return apiRequest<BuyerProfile>('Account/Buyer', { signal });
}

export function useBuyerProfile() {
  return useQuery({ queryKey: buyerProfileQueryKey, queryFn: ({ signal }) => getBuyerProfile(signal) });
}
