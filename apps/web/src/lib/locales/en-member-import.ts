import type { MemberImportTexts } from './zh-hant-member-import';

/** English texts of the member import pages (loaded with them). */
export const enMemberImport: MemberImportTexts = {
  memberImport: {
    fileIntro:
      'Upload an .xlsx or .csv file (at most 5 MB and 10,000 rows). Headers may be in Chinese or English: Name, E-mail, Mobile, Job title, Role, in any order.',
    sheetsIntro:
      'Paste a Google Sheets link (shared as “Anyone with the link can view”), or enter the sheet’s id and a range.',
    template: 'Download the template (Chinese)',
    templateEn: 'Download the template (English)',
    chooseFile: 'Choose a file',
    dropHint: 'Click or drag a file here',
    tooLarge: 'The file must be at most 5 MB.',
    reading: 'Reading…',
    sheetsLink: 'Sheet link or id',
    sheetsRange: 'Range (optional, e.g. Sheet1!A1:E)',
    readSheet: 'Read the sheet',
    sheetsHidden: 'Importing from Google Sheets is not enabled on this portal. Upload a file instead.',
    toFile: 'Upload a file instead',
    toSheets: 'Import from Google Sheets',
    summary: '{{total}} rows: {{invite}} to invite, {{problems}} need attention.',
    unknownColumns: 'These columns were not recognised and are ignored: {{columns}}',
    filter: { all: 'All', problems: 'Needs attention', invite: 'To invite' },
    columns: {
      row: 'Row',
      name: 'Name',
      email: 'E-mail',
      mobile: 'Mobile',
      jobTitle: 'Job title',
      role: 'Role',
      verdict: 'Result',
      reason: 'Reason',
    },
    verdicts: {
      invite: 'Will be invited',
      member: 'Already a member',
      otherVendor: 'In another vendor',
      pending: 'Already invited',
      duplicate: 'Duplicate in file',
      invalid: 'Invalid',
    },
    states: { done: 'Invited', failed: 'Failed', waiting: 'Waiting', skipped: 'Skipped' },
    apply: 'Send {{count}} invitations',
    applyConfirm:
      'Send {{count}} invitations? The batch cannot be taken back, but each invitation can be revoked.',
    applyOk: 'Send',
    cancel: 'Cancel',
    nothingToApply: 'No row can be invited. Download the error report, fix it and upload it again.',
    expired: 'This preview has expired. Upload the file again.',
    report: 'Download the error report',
    progressTitle: 'Import progress',
    progress: '{{handled}} of {{total}} rows handled ({{done}} invited, {{failed}} failed)',
    finished: 'Import finished: {{done}} invitations sent, {{failed}} rows failed.',
    startOver: 'Import another file',
    loadFailed: 'This import could not be read.',
    empty: 'No rows match.',
  },
};
