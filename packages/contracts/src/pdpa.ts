/**
 * The version of the personal-data collection notice (個人資料蒐集告知聲明) shown at sign-up. A sign-up
 * must carry the version it agreed to; changing the notice means changing this version.
 */
export const pdpaNoticeVersion = '2026-11';
