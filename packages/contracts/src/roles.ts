import { z } from 'zod';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { allPermissions, isPermission } from './permissions';
import { multilineText, nameText, text } from './text';

/** A permission name from the catalogue, or `*` (every permission). */
export const grantedPermissionSchema = z
  .string()
  .refine((name) => name === allPermissions || isPermission(name), { message: 'FIELD_INVALID_VALUE' });

/** A role as the Roles resource answers it. `code` names the built-in roles; custom roles have none. */
export const roleSchema = z.object({
  id: z.uuid(),
  code: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  description: z.string(),
  /** The description in English; empty when the role has none (the Chinese one shows instead). */
  descriptionEn: z.string(),
  permissions: z.array(z.string()),
  isSystem: z.boolean(),
  /** How many users hold it. */
  userCount: z.number().int(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type Role = z.infer<typeof roleSchema>;

const roleFields = {
  nameZh: nameText(50),
  /** Falls back to the Chinese name when left empty. */
  nameEn: text({ max: 50, kind: 'name' }).default(''),
  description: multilineText(500).default(''),
  /** Shown in English; falls back to the Chinese description when left empty. */
  descriptionEn: multilineText(500).default(''),
  permissions: z.array(grantedPermissionSchema).max(100),
};

/** `POST /Roles` (insert). */
export const roleInsertSchema = z.strictObject(roleFields);
/** `PUT /Roles` (update): the id and every field. */
export const roleUpdateSchema = z.strictObject({ id: z.uuid(), ...roleFields });
/** `POST /Roles/Save`: inserts without an id, updates with one. */
export const roleSaveSchema = z.strictObject({ id: z.uuid().optional(), ...roleFields });
export type RoleInput = z.input<typeof roleSaveSchema>;

export const roleListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    permission: grantedPermissionSchema,
    isSystem: z.boolean(),
  },
  sortable: ['nameZh', 'createdTime', 'updatedTime'],
});
export const roleListSchema = listResponseSchema(roleSchema);
