import type { ErrorCode } from '@portal/contracts/errors';

/** Which HTTP status each error code answers with; codes not listed are 400. */
const statusByCode: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NOT_STAFF: 403,
  ACCOUNT_TAKEN: 409,
  EMAIL_TAKEN: 409,
  FORBIDDEN: 403,
  ROUTE_NOT_FOUND: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  SOCIAL_LOGIN_DISABLED: 404,
  SIGNUP_CLOSED: 403,
  MESSAGE_NOT_RESENDABLE: 409,
  PERMISSION_NOT_HELD: 403,
  OWN_ROLES_LOCKED: 403,
  USER_OUTRANKS_YOU: 403,
  EMAIL_NOT_VERIFIED: 409,
  LAST_ADMINISTRATOR: 409,
  SYSTEM_ROLE_LOCKED: 409,
  ROLE_IN_USE: 409,
  VENDOR_ALREADY_EXISTS: 409,
  USER_DISABLED: 409,
  USER_HAS_NO_EMAIL: 409,
  NOTHING_TO_VERIFY: 409,
  REGISTRY_UNAVAILABLE: 503,
  ALREADY_IN_VENDOR: 409,
  APPLICATION_PENDING: 409,
  APPLICATION_NOT_PENDING: 409,
  OWN_APPLICATION: 403,
  VENDOR_ALREADY_CERTIFIED: 409,
  NOT_VENDOR_OWNER: 403,
  NOT_IN_VENDOR: 404,
  USER_ALREADY_IN_VENDOR: 409,
  DOCUMENT_TYPE_NOT_ALLOWED: 415,
  DOCUMENT_TOO_LARGE: 413,
  IMAGE_TYPE_NOT_ALLOWED: 415,
  IMAGE_CONTAINS_MARKUP: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TOO_MANY_PIXELS: 413,
  IMAGE_UNREADABLE: 422,
  LAST_OWNER: 409,
  VENDOR_ROLE_TOO_HIGH: 403,
  NOT_A_MEMBER: 404,
  ALREADY_MEMBER: 409,
  INVITATION_PENDING: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_CLOSED: 409,
  INVITATION_NOT_YOURS: 403,
  LEAVE_VENDOR_FIRST: 409,
  INVITE_DAILY_LIMIT: 429,
  // Bulk import of a vendor's people
  IMPORT_FILE_TOO_LARGE: 413,
  IMPORT_FILE_TYPE: 415,
  IMPORT_EXPIRED: 410,
  IMPORT_DAILY_LIMIT: 429,
  SHEETS_NOT_CONFIGURED: 404,
  SHEETS_UNAVAILABLE: 503,
  INVITE_ADDRESS_LIMIT: 429,
  JOIN_REQUEST_PENDING: 409,
  JOIN_REQUEST_NOT_PENDING: 409,
  OWNER_ONLY: 403,
  CATEGORY_TOO_DEEP: 409,
  CATEGORY_CYCLE: 409,
  CATEGORY_KIND_MISMATCH: 409,
  CATEGORY_HAS_CHILDREN: 409,
  CATEGORY_IN_USE: 409,
  // vendor services
  CATEGORY_USED_BY_VENDORS: 409,
  ATTRIBUTE_NOT_CHOICE: 409,
  ATTRIBUTE_HAS_CHOICES: 409,
  ATTRIBUTE_VALUE_MOVED: 409,
  // Banners and albums
  BANNER_POSITION_CODE_TAKEN: 409,
  BANNER_POSITION_IN_USE: 409,
  PICTURE_ALBUM_CHANGED: 409,
  // Products
  PRODUCT_NOT_PUBLISHED: 409,
  ATTRIBUTE_IN_USE: 409,
  ATTRIBUTE_VALUE_IN_USE: 409,
  // Inquiry mailbox
  INQUIRY_BUYERS_ONLY: 403,
  INQUIRY_NOT_A_MEMBER: 409,
  // Meetings
  MEETING_OVERLAP: 409,
  MEETING_NOT_YOUR_TURN: 409,
  MEETING_NOT_PROPOSED: 409,
  MEETING_NOT_CONFIRMED: 409,
  MEETING_CLOSED: 409,
  MEETING_NOT_STARTED: 409,
  MEETING_INQUIRY_VENDOR_MISMATCH: 409,
  MEETING_INQUIRY_PERSON_MISMATCH: 409,
  // Consultations
  CONSULTATION_CLOSED: 409,
  CONSULTATION_FILE_TYPE: 415,
  CONSULTATION_FILE_TOO_LARGE: 413,
  // List exports
  EXPORT_NOT_READY: 409,
  EXPORT_EXPIRED: 410,
  EXPORT_FAILED: 409,
  EXPORT_SESSION_ENDED: 409,
};

export function statusForCode(code: ErrorCode): number {
  return statusByCode[code] ?? 400;
}

export interface AppErrorDetail {
  code: ErrorCode;
  field?: string;
  params?: Record<string, string | number>;
  /** Passed to the client as the error item's `data` (facts it may act on; never internals). */
  data?: Record<string, string>;
}

/**
 * The error services throw: codes (translated by the error handler), optional fields and
 * placeholder values. It never carries internal text to the client.
 */
export class AppError extends Error {
  constructor(
    readonly details: [AppErrorDetail, ...AppErrorDetail[]],
    readonly statusCode: number = statusForCode(details[0].code),
  ) {
    super(details.map((detail) => detail.code).join(', '));
    this.name = 'AppError';
  }

  static of(code: ErrorCode, options: Omit<AppErrorDetail, 'code'> = {}): AppError {
    return new AppError([{ code, ...options }]);
  }
}
