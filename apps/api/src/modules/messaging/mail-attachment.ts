/** A file sent with a mail; `method` marks an iCalendar invitation (REQUEST / CANCEL). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  method?: 'REQUEST' | 'CANCEL';
}
