import type { NewsCategory, NewsDetail, NewsList } from '@portal/contracts/news';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiUrl } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';

export interface BoardQuery {
  page: number;
  pageSize: number;
  keyword: string;
  category: NewsCategory | undefined;
  unreadOnly: boolean;
}

/** Everything that shows read state refreshes together after a read (list, detail, header badge). */
const newsKey = ['News'] as const;

/** `GET /News`: what the signed-in person may see now, pinned first, then newest. */
export function useNewsBoard(query: BoardQuery) {
  const condition: Record<string, unknown> = {};
  if (query.keyword.trim()) condition.keyword = query.keyword.trim();
  if (query.category) condition.category = query.category;
  if (query.unreadOnly) condition.unread = true;
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (Object.keys(condition).length > 0) params.condition = JSON.stringify(condition);
  return useQuery({
    queryKey: [...newsKey, 'board', params],
    queryFn: ({ signal }) => apiRequest<NewsList>('News', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /News/{id}`: one announcement; opening it marks it read, so the badge and lists refresh. */
export function useNewsDetail(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...newsKey, 'detail', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const detail = await apiRequest<NewsDetail>(`News/${encodeURIComponent(id ?? '')}`, { signal });
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'unread'] });
      void queryClient.invalidateQueries({ queryKey: [...newsKey, 'board'] });
      return detail;
    },
    retry: false,
  });
}

/** `GET /News/Unread`: the header's count; refreshed every minute and when the window regains focus. */
export function useUnreadNews(enabled: boolean) {
  return useQuery({
    queryKey: [...newsKey, 'unread'],
    queryFn: ({ signal }) => apiRequest<{ unreadCount: number }>('News/Unread', { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** `POST /News/Read`: marks everything visible now as read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ unreadCount: number }>('News/Read', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKey }),
  });
}

/** `GET /News/{id}/Attachments/{fileId}`, saved under its own name. */
export function downloadAttachment(newsId: string, file: Pick<StoredDocument, 'id' | 'fileName'>) {
  return downloadApiFile(
    buildApiUrl(`News/${encodeURIComponent(newsId)}/Attachments/${encodeURIComponent(file.id)}`),
    file.fileName,
  );
}

/** Staff's side: the generic resource `News/Manage` (news:write). */
export const newsManageResource = 'News/Manage';

/** `POST /Vendor/Documents`: stores a file to attach (type checked by its content on the server). */
export function uploadAttachment(file: File): Promise<StoredDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<StoredDocument>('Vendor/Documents', { method: 'POST', body });
}
