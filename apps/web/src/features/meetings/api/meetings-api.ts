import { toListSearchParams } from '@portal/contracts/list-keys';
import type {
  Meeting,
  MeetingList,
  MeetingMinutesInput,
  MeetingProposeInput,
  MeetingView,
} from '@portal/contracts/meeting';
import type { AdminUser } from '@portal/contracts/user-admin';
import type { VendorDirectoryEntry } from '@portal/contracts/vendor-member';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiUrl } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';

/** Every meeting query refreshes after any change (lists, calendars, the detail). */
const meetingsKey = ['Meeting'] as const;

export interface MeetingListParams {
  view?: MeetingView;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /Meeting`: a list view, or a calendar range (every meeting touching it). */
export function useMeetingList(params: MeetingListParams) {
  const condition: Record<string, string> = {};
  if (params.view) condition.view = params.view;
  if (params.from) condition.from = params.from;
  if (params.to) condition.to = params.to;
  const query: Record<string, string> = {
    page: String(params.page ?? 1),
    pageSize: String(params.pageSize ?? 100),
    condition: JSON.stringify(condition),
  };
  return useQuery({
    queryKey: [...meetingsKey, 'list', query],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ payload: MeetingList }>('Meeting', { query, signal })).payload,
    placeholderData: keepPreviousData,
  });
}

/** `GET /Meeting/{id}`. */
export function useMeeting(id: string | undefined) {
  return useQuery({
    queryKey: [...meetingsKey, 'detail', id],
    enabled: Boolean(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ payload: Meeting }>(`Meeting/${encodeURIComponent(id ?? '')}`, { signal })).payload,
    retry: false,
  });
}

type Call = { path: string; method: 'PUT' | 'POST' | 'DELETE'; body: unknown };

/** One mutation for every change of a meeting: each answers the meeting, and every meeting query refreshes. */
export function useMeetingChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (call: Call) =>
      (await apiRequest<{ payload: Meeting }>(call.path, { method: call.method, body: call.body })).payload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingsKey }),
  });
}

export const meetingCalls = {
  propose: (body: MeetingProposeInput): Call => ({ path: 'Meeting', method: 'PUT', body }),
  accept: (id: string, slotId: string): Call => ({
    path: `Meeting/${id}/Accept`,
    method: 'POST',
    body: { slotId },
  }),
  decline: (id: string, reason: string): Call => ({
    path: `Meeting/${id}/Decline`,
    method: 'POST',
    body: { reason },
  }),
  counter: (id: string, slots: { start: string; end: string }[], reason: string): Call => ({
    path: `Meeting/${id}/CounterPropose`,
    method: 'POST',
    body: { slots, reason },
  }),
  reschedule: (id: string, slot: { start: string; end: string }, reason: string): Call => ({
    path: `Meeting/${id}/Reschedule`,
    method: 'POST',
    body: { slot, reason },
  }),
  cancel: (id: string, reason: string): Call => ({
    path: `Meeting/${id}`,
    method: 'DELETE',
    body: { reason },
  }),
  minutes: (id: string, body: MeetingMinutesInput): Call => ({
    path: `Meeting/${id}/Minutes`,
    method: 'POST',
    body,
  }),
};

/** `GET /Meeting/{id}/ics`, saved as a calendar file. */
export function downloadMeetingIcs(id: string) {
  return downloadApiFile(buildApiUrl(`Meeting/${encodeURIComponent(id)}/ics`), 'meeting.ics');
}

/** `GET /VendorDirectory?keyword=`: vendors a buyer may ask to meet. */
/**
 * `GET /Users` (staff: `users:read`) limited to active people in no vendor matching the keyword: the
 * buyers staff may arrange a meeting for.
 */
export function useBuyerSearch(keyword: string, enabled: boolean) {
  const settled = keyword.trim();
  return useQuery({
    queryKey: ['Users', 'meetingBuyers', settled],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: AdminUser[] }>('Users', {
          query: toListSearchParams({
            pageSize: 20,
            condition: { hasVendor: false, status: 'active', keyword: settled },
            sortings: [{ field: 'name', dir: 'asc' }],
          }),
          signal,
        })
      ).data,
  });
}

export function useVendorSearch(keyword: string) {
  const settled = keyword.trim();
  return useQuery({
    queryKey: ['VendorDirectory', settled],
    enabled: settled.length > 0,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: VendorDirectoryEntry[] }>('VendorDirectory', {
          query: { keyword: settled },
          signal,
        })
      ).data,
  });
}
