import type { CurrentUser } from '@portal/contracts/auth';
import { toListSearchParams } from '@portal/contracts/list-keys';
import type { VendorRole } from '@portal/contracts/permissions';
import type { UserStatus } from '@portal/contracts/user-admin';
import type {
  Invitation,
  InvitationInput,
  InvitationLookup,
  JoinRequest,
  Member,
  MemberListItem,
  VendorDirectoryEntry,
} from '@portal/contracts/vendor-member';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

/** After joining or leaving a vendor: the stored session (menu, pages) learns the new vendor and role. */
export async function refreshStoredUser(): Promise<void> {
  const { user } = await apiRequest<{ user: CurrentUser }>('Auth');
  updateStoredUser(user);
}

/** The vendor the calls act on: none for one's own vendor; staff name one (`?vendorId=`). */
export type VendorTarget = string | undefined;
const scope = (vendorId: VendorTarget) => (vendorId ? { vendorId } : undefined);

export interface MemberPage {
  totalCount: number;
  data: MemberListItem[];
  myRole: VendorRole | null;
  canManage: boolean;
}

export interface MemberListParams {
  status: 'active' | 'pending';
  page: number;
  pageSize: number;
  keyword?: string;
  role?: VendorRole;
  /** The person's own account, as staff left it (`disabled`). */
  accountStatus?: UserStatus;
  sort?: { field: 'name' | 'email' | 'role' | 'createdTime'; dir: 'asc' | 'desc' };
}

export const peopleKeys = {
  all: ['Vendor/Members'] as const,
  list: (vendorId: VendorTarget, params: MemberListParams) =>
    ['Vendor/Members', vendorId ?? 'mine', params] as const,
  invitations: (vendorId: VendorTarget) => ['Vendor/Members', vendorId ?? 'mine', 'invitations'] as const,
  myRequest: ['VendorJoinRequest'] as const,
};

export function fetchMembers(vendorId: VendorTarget, params: MemberListParams, signal?: AbortSignal) {
  const query = {
    ...toListSearchParams({
      page: params.page,
      pageSize: params.pageSize,
      condition: { keyword: params.keyword, role: params.role, accountStatus: params.accountStatus },
      ...(params.sort ? { sortings: [params.sort] } : {}),
    }),
    status: params.status,
    ...scope(vendorId),
  };
  return apiRequest<MemberPage>('Vendor/Members', { query, signal });
}

export function useMembers(vendorId: VendorTarget, params: MemberListParams) {
  return useQuery({
    queryKey: peopleKeys.list(vendorId, params),
    queryFn: ({ signal }) => fetchMembers(vendorId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(vendorId: VendorTarget, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.invitations(vendorId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: Invitation[] }>('Vendor/Invitations', { query: scope(vendorId), signal }),
    enabled,
  });
}

/** A change to a vendor's people: afterwards every list of people (and my own vendor) is read again. */
function usePeopleMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['Vendor'] }),
        queryClient.invalidateQueries({ queryKey: peopleKeys.myRequest }),
      ]),
  });
}

export const useUpdateMember = (vendorId: VendorTarget) =>
  usePeopleMutation((input: { userId: string; role?: VendorRole; jobTitle?: string }) =>
    apiRequest<Member>(`Vendor/Members/${input.userId}`, {
      method: 'POST',
      query: scope(vendorId),
      body: { role: input.role, jobTitle: input.jobTitle },
    }),
  );

export const useRemoveMember = (vendorId: VendorTarget) =>
  usePeopleMutation((userId: string) =>
    apiRequest<void>(`Vendor/Members/${userId}`, { method: 'DELETE', query: scope(vendorId) }),
  );

export const useTransferOwnership = () =>
  usePeopleMutation((input: { userId: string; password: string }) =>
    apiRequest<{ ok: true }>('Vendor/TransferOwnership', { method: 'POST', body: input }),
  );

export const useLeaveVendor = () =>
  usePeopleMutation(async () => {
    await apiRequest<void>('VendorMember/Leave', { method: 'POST' });
    await refreshStoredUser();
  });

export const useInvite = (vendorId: VendorTarget) =>
  usePeopleMutation((input: InvitationInput) =>
    apiRequest<Invitation>('Vendor/Invite', { method: 'POST', query: scope(vendorId), body: input }),
  );

export const useResendInvitation = (vendorId: VendorTarget) =>
  usePeopleMutation((id: string) =>
    apiRequest<Invitation>(`Vendor/Invitations/${id}/Resend`, { method: 'POST', query: scope(vendorId) }),
  );

export const useRevokeInvitation = (vendorId: VendorTarget) =>
  usePeopleMutation((id: string) =>
    apiRequest<void>(`Vendor/Invitations/${id}`, { method: 'DELETE', query: scope(vendorId) }),
  );

export const useDecideJoinRequest = (vendorId: VendorTarget) =>
  usePeopleMutation((input: { id: string; accept: boolean; role?: VendorRole; rejectReason?: string }) =>
    apiRequest<{ id: string; status: string }>('Vendor/Members', {
      method: 'POST',
      query: scope(vendorId),
      body: input,
    }),
  );

export function useMyJoinRequest() {
  return useQuery({
    queryKey: peopleKeys.myRequest,
    queryFn: ({ signal }) => apiRequest<{ request: JoinRequest | null }>('VendorJoinRequest', { signal }),
  });
}

export const useAskToJoin = () =>
  usePeopleMutation((input: { vendorId: string; message?: string }) =>
    apiRequest<JoinRequest>('VendorJoinRequest', { method: 'POST', body: input }),
  );

export const useWithdrawJoinRequest = () =>
  usePeopleMutation(() =>
    apiRequest<{ request: JoinRequest | null }>('VendorJoinRequest/Withdraw', { method: 'POST' }),
  );

export function searchVendorDirectory(keyword: string) {
  return apiRequest<{ data: VendorDirectoryEntry[] }>('VendorDirectory', { query: { keyword } });
}

export function lookupInvitation(token: string) {
  return apiRequest<InvitationLookup>('VendorInvitation/Lookup', { method: 'POST', body: { token } });
}

export const useAnswerInvitation = () =>
  usePeopleMutation(async (input: { token: string; accept: boolean }) => {
    const answer = await apiRequest<{ status: 'accepted' | 'declined'; vendorId: string }>(
      input.accept ? 'VendorInvitation/Accept' : 'VendorInvitation/Decline',
      { method: 'POST', body: { token: input.token } },
    );
    if (answer.status === 'accepted') await refreshStoredUser();
    return answer;
  });
