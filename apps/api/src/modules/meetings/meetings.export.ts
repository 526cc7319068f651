import { type MeetingRow, meetingListQuerySchema } from '@portal/contracts/meeting';
import type { z } from 'zod';
import { defineExport, labelOf, taipeiTime } from '../exports/export-definition';
import { meetingStatusTexts } from '../exports/export-labels';
import type { MeetingService } from './meetings.service';

type MeetingQuery = z.output<typeof meetingListQuerySchema>;

/** `GET /Exports/Meetings`: my meetings, read as `GET /Meeting` reads them (same view, range, keyword). */
export function meetingsExport(deps: { meetings: Pick<MeetingService, 'list'> }) {
  return defineExport<MeetingQuery, MeetingRow>({
    list: 'Meetings',
    fileStem: 'meetings',
    access: 'signed-in',
    listQuerySchema: meetingListQuerySchema,
    read: (reader, query) => deps.meetings.list(reader.principal, query),
    columns: [
      { label: { 'zh-Hant': '主旨', en: 'Subject' }, value: (meeting) => meeting.subject },
      {
        label: { 'zh-Hant': '狀態', en: 'Status' },
        value: (meeting, language) => labelOf(meetingStatusTexts, meeting.status, language),
      },
      { label: { 'zh-Hant': '供應商', en: 'Supplier' }, value: (meeting) => meeting.vendorName },
      { label: { 'zh-Hant': '對方', en: 'With' }, value: (meeting) => meeting.person.name },
      { label: { 'zh-Hant': '開始時間', en: 'Starts' }, value: (meeting) => taipeiTime(meeting.start) },
      { label: { 'zh-Hant': '結束時間', en: 'Ends' }, value: (meeting) => taipeiTime(meeting.end) },
      { label: { 'zh-Hant': '地點', en: 'Location' }, value: (meeting) => meeting.location },
      { label: { 'zh-Hant': '視訊連結', en: 'Video link' }, value: (meeting) => meeting.videoUrl },
      {
        label: { 'zh-Hant': '更新時間', en: 'Updated' },
        value: (meeting) => taipeiTime(meeting.updatedTime),
      },
    ],
  });
}
