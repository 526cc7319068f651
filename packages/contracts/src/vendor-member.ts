import { z } from 'zod';
import { emailSchema, personNameSchema } from './identity-rules';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { type VendorRole, vendorRoles } from './permissions';
import { lineText, multilineText, tokenText } from './text';
import { userStatuses } from './user-admin';

/**
 * A vendor's people: its members with their roles, invitations by e-mail, join requests and leaving.
 * Roles rank owner > manager > member; nobody grants a role above their own or acts on someone above them.
 */
export const vendorRoleRank: Record<VendorRole, number> = { owner: 3, manager: 2, member: 1 };

/** Whether `actor` may grant `role` or act on someone holding it (owners: all; managers: never owners). */
export function mayActOnRole(actor: VendorRole, role: VendorRole): boolean {
  return actor !== 'member' && vendorRoleRank[role] <= vendorRoleRank[actor];
}

/** The roles `actor` may hand out, strongest first (empty for members). */
export function grantableRoles(actor: VendorRole | null): VendorRole[] {
  if (!actor) return [];
  return vendorRoles.filter((role) => mayActOnRole(actor, role));
}

const vendorRoleSchema = z.enum(vendorRoles);

/**
 * Staff address a vendor's people with `?vendorId=` on every call (vendors:read to read, vendors:write
 * to change); everyone else acts on their own vendor and sends no id.
 */
const vendorScope = { vendorId: z.uuid().optional() };
export const vendorScopeQuerySchema = z.strictObject(vendorScope);

/**
 * `GET /Vendor/Members`: `status=active` (default) lists members; `status=pending`, the join requests.
 * `status` says which list; the person's own account (`disabled` by staff) is the `accountStatus` filter.
 */
export const memberListQuerySchema = listQuerySchema({
  filters: {
    /** Name, e-mail or mobile (full-width digits and 0912… find +886912…). */
    keyword: listKeywordSchema,
    role: vendorRoleSchema,
    accountStatus: z.enum(userStatuses),
  },
  sortable: ['name', 'email', 'role', 'createdTime'],
}).extend({ ...vendorScope, status: z.enum(['active', 'pending']).default('active') });
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** One row of the list: a member (`kind: member`, id = user id) or a join request (id = request id). */
export const memberListItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['member', 'request']),
  userId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The member's role; null for a join request. */
  role: vendorRoleSchema.nullable(),
  jobTitle: z.string().nullable(),
  accountStatus: z.enum(userStatuses),
  /** The join request's message. */
  message: z.string().nullable(),
  createdTime: z.iso.datetime(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;
export const memberListSchema = listResponseSchema(memberListItemSchema).extend({
  /** The caller's own role in this vendor (null for staff), so a page shows only the actions it may take. */
  myRole: vendorRoleSchema.nullable(),
  /** Whether the caller may change this vendor's people (owner, manager, or staff with vendors:write). */
  canManage: z.boolean(),
});

export const memberIdParamsSchema = z.strictObject({ id: z.uuid() });

/** `GET /Vendor/Members/{id}`. */
export const memberSchema = memberListItemSchema.extend({
  kind: z.literal('member'),
  role: vendorRoleSchema,
});
export type Member = z.infer<typeof memberSchema>;

/** A member's job title inside the vendor. */
export const memberJobTitleSchema = lineText(100);

/** `POST /Vendor/Members/{id}`: a new role and/or job title (left out: unchanged). */
export const memberUpdateInputSchema = z
  .strictObject({ role: vendorRoleSchema.optional(), jobTitle: memberJobTitleSchema.optional() })
  .refine((input) => input.role !== undefined || input.jobTitle !== undefined, {
    message: 'FIELD_REQUIRED',
    path: ['role'],
  });
export type MemberUpdateInput = z.input<typeof memberUpdateInputSchema>;

/** `POST /Vendor/Members`: the decision on a join request; accepting names the role, rejecting a reason. */
export const joinDecisionInputSchema = z
  .strictObject({
    id: z.uuid(),
    accept: z.boolean(),
    role: vendorRoleSchema.optional(),
    rejectReason: multilineText(1000).optional(),
  })
  .refine((decision) => !decision.accept || decision.role !== undefined, {
    message: 'FIELD_REQUIRED',
    path: ['role'],
  })
  .refine((decision) => decision.accept || Boolean(decision.rejectReason), {
    message: 'REJECT_REASON_REQUIRED',
    path: ['rejectReason'],
  });
export type JoinDecisionInput = z.input<typeof joinDecisionInputSchema>;

export const joinRequestStatuses = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

/** A join request as its requester and the reviewers see it. */
export const joinRequestSchema = z.object({
  id: z.uuid(),
  vendor: z.object({ id: z.uuid(), name: z.string(), ubn: z.string() }),
  message: z.string().nullable(),
  status: z.enum(joinRequestStatuses),
  role: vendorRoleSchema.nullable(),
  rejectReason: z.string().nullable(),
  createdTime: z.iso.datetime(),
  decidedTime: z.iso.datetime().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** `GET /VendorJoinRequest`: my latest request (null when none), for `company-not-vendor`. */
export const myJoinRequestSchema = z.object({ request: joinRequestSchema.nullable() });

/** `POST /VendorJoinRequest`. */
export const joinRequestInputSchema = z.strictObject({
  vendorId: z.uuid(),
  message: multilineText(500).optional(),
});
export type JoinRequestInput = z.input<typeof joinRequestInputSchema>;

/** `GET /VendorDirectory?keyword=`: vendors to join, by exact UBN or part of the name; public fields only. */
export const vendorDirectoryQuerySchema = z.strictObject({ keyword: lineText(100, 1) });
export const vendorDirectorySchema = z.object({
  data: z.array(z.object({ id: z.uuid(), ubn: z.string(), name: z.string(), nameEn: z.string().nullable() })),
});
export type VendorDirectoryEntry = z.infer<typeof vendorDirectorySchema>['data'][number];

/** `POST /Vendor/Invite`: by e-mail and role, with an optional name. */
export const invitationInputSchema = z.strictObject({
  email: emailSchema,
  role: vendorRoleSchema,
  name: personNameSchema.optional(),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationStatuses = ['pending', 'accepted', 'declined', 'revoked'] as const;

/** A pending invitation as the vendor's page lists it. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: vendorRoleSchema,
  status: z.enum(invitationStatuses),
  invitedByName: z.string().nullable(),
  sentTime: z.iso.datetime(),
  expiresTime: z.iso.datetime(),
  createdTime: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ data: z.array(invitationSchema) });

/** The link's token (43 base64url characters). */
export const invitationTokenSchema = z.strictObject({ token: tokenText(200, 20) });

/** `POST /VendorInvitation/Lookup`: what the landing page shows before (and after) signing in. */
export const invitationLookupSchema = z.object({
  vendorName: z.string(),
  role: vendorRoleSchema,
  email: z.string(),
  name: z.string().nullable(),
  inviterName: z.string().nullable(),
  /** `expired`: pending but past its time; the others as stored. */
  state: z.enum(['pending', 'expired', 'accepted', 'declined', 'revoked']),
  expiresTime: z.iso.datetime(),
  /** Whether an account already uses the invited address: the page offers sign-in rather than sign-up. */
  accountExists: z.boolean(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

export const invitationAnswerSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  vendorId: z.uuid(),
});

/** `POST /Vendor/TransferOwnership`: an owner hands ownership to a member, confirmed by their password. */
export const transferOwnershipInputSchema = z.strictObject({
  userId: z.uuid(),
  password: z.string().min(1).max(128),
});
export type TransferOwnershipInput = z.input<typeof transferOwnershipInputSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
