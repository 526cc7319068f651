import type {
  InquiryAnswerer,
  InquiryCreate,
  InquiryList,
  InquiryReply,
  InquirySummary,
  InquiryThread,
  InquiryView,
} from '@portal/contracts/inquiry';
import type { Product } from '@portal/contracts/product';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import type { VendorDirectoryEntry } from '@portal/contracts/vendor-member';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiUrl } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { mailboxParams } from '../mailbox-query';

/** Lists, threads and counts refresh together after any change (a read, a reply, an archive). */
const messageKey = ['Message'] as const;

async function payloadOf<T>(promise: Promise<{ payload: T }>): Promise<T> {
  return (await promise).payload;
}

/** `GET /Message`: one view of my mailbox, a page at a time, with my unread count. */
export function useMailbox(query: { view: InquiryView; keyword: string; page: number; pageSize: number }) {
  const params = mailboxParams(query);
  return useQuery({
    queryKey: [...messageKey, 'list', params],
    queryFn: ({ signal }) =>
      payloadOf(apiRequest<{ payload: InquiryList }>('Message', { query: params, signal })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /Message/{id}`: a thread; opening it marks it read, so the lists refresh. */
export function useThread(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messageKey, 'thread', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async ({ signal }) => {
      const thread = await payloadOf(
        apiRequest<{ payload: InquiryThread }>(`Message/${encodeURIComponent(id ?? '')}`, { signal }),
      );
      void queryClient.invalidateQueries({ queryKey: [...messageKey, 'list'] });
      return thread;
    },
  });
}

/** `GET /Message/{id}?before=`: the page of a thread's messages before one of them (older ones). */
export function fetchEarlierMessages(id: string, before: string) {
  return payloadOf(
    apiRequest<{ payload: InquiryThread }>(`Message/${encodeURIComponent(id)}`, { query: { before } }),
  );
}

function useMessageMutation<Input, Output>(
  call: (input: Input) => Promise<Output>,
  refresh: readonly string[] = messageKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** `PUT /Message`: a new thread to a vendor. */
export function useCreateInquiry() {
  return useMessageMutation((input: InquiryCreate) =>
    payloadOf(apiRequest<{ payload: InquiryThread }>('Message', { method: 'PUT', body: input })),
  );
}

/** `POST /Message/{id}`: a reply. */
export function useReply(id: string) {
  return useMessageMutation((input: InquiryReply) =>
    payloadOf(
      apiRequest<{ payload: InquiryThread }>(`Message/${encodeURIComponent(id)}`, {
        method: 'POST',
        body: input,
      }),
    ),
  );
}

/** Archive (`DELETE /Message/{id}`, for me only), unarchive, and read / unread. */
export function useThreadActions() {
  const archive = useMessageMutation((id: string) =>
    payloadOf(
      apiRequest<{ payload: InquirySummary }>(`Message/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    ),
  );
  const unarchive = useMessageMutation((id: string) =>
    payloadOf(
      apiRequest<{ payload: InquirySummary }>(`Message/${encodeURIComponent(id)}/Unarchive`, {
        method: 'POST',
      }),
    ),
  );
  // Only the lists refresh: fetching the open thread again would mark it read at once.
  const setRead = useMessageMutation(
    ({ id, read }: { id: string; read: boolean }) =>
      payloadOf(
        apiRequest<{ payload: InquirySummary }>(`Message/${encodeURIComponent(id)}/Read`, {
          method: 'POST',
          body: { read },
        }),
      ),
    [...messageKey, 'list'],
  );
  return { archive, unarchive, setRead };
}

/** `GET /Message/Answerers` (owners): the vendor's people and who answers. */
export function useAnswerers(enabled: boolean) {
  return useQuery({
    queryKey: [...messageKey, 'answerers'],
    enabled,
    queryFn: ({ signal }) =>
      payloadOf(apiRequest<{ payload: InquiryAnswerer[] }>('Message/Answerers', { signal })),
  });
}

export function useSetAnswerer() {
  return useMessageMutation(({ userId, allowed }: { userId: string; allowed: boolean }) =>
    payloadOf(
      apiRequest<{ payload: InquiryAnswerer }>(`Message/Answerers/${encodeURIComponent(userId)}`, {
        method: 'POST',
        body: { allowed },
      }),
    ),
  );
}

/** `GET /Message/{id}/Attachments/{fileId}`, saved under its own name. */
export function downloadInquiryFile(threadId: string, file: Pick<StoredDocument, 'id' | 'fileName'>) {
  return downloadApiFile(
    buildApiUrl(`Message/${encodeURIComponent(threadId)}/Attachments/${encodeURIComponent(file.id)}`),
    file.fileName,
  );
}

/** `POST /Vendor/Documents`: stores a file to attach (its type is checked by its content on the server). */
export function uploadInquiryFile(file: File): Promise<StoredDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<StoredDocument>('Vendor/Documents', { method: 'POST', body });
}

/** Active vendors by name or UBN (`GET /VendorDirectory`). */
export async function searchVendors(keyword: string): Promise<VendorDirectoryEntry[]> {
  return (await apiRequest<{ data: VendorDirectoryEntry[] }>('VendorDirectory', { query: { keyword } })).data;
}

/** A vendor's public name (`GET /Vendor?id=`), to prefill the compose page. */
export function useVendorName(id: string | null) {
  return useQuery({
    queryKey: ['Vendor', 'public', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ id: string; name: string }>('Vendor', { query: { id: id ?? '' }, signal })).name,
  });
}

/** The vendor's published products, for the optional "about a product" choice. */
export function useVendorProducts(vendorId: string | null) {
  return useQuery({
    queryKey: ['Product', 'of-vendor', vendorId],
    enabled: Boolean(vendorId),
    queryFn: async ({ signal }) => {
      const query = {
        pageSize: '100',
        condition: JSON.stringify({ vendorId, status: 'published' }),
      };
      const list = await apiRequest<{ payload: { data: Product[] } }>('Product', { query, signal });
      return list.payload.data;
    },
  });
}
