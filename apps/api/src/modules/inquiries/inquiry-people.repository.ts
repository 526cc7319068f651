import type { Language } from '@portal/contracts/i18n';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inquiryAnswerers } from '../../db/inquiry-schema';
import { users } from '../../db/schema';
import { vendorMembers } from '../../db/vendor-schema';

/** Whether a member (role `member`) has an owner's leave to answer the vendor's inquiries. */
export async function isAllowedAnswerer(db: Database, userId: string, vendorId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: inquiryAnswerers.userId })
    .from(inquiryAnswerers)
    .where(and(eq(inquiryAnswerers.userId, userId), eq(inquiryAnswerers.vendorId, vendorId)));
  return Boolean(row);
}

/** A vendor's people with whether each answers inquiries (owners and managers always do). */
export async function answerersOf(db: Database, vendorId: string) {
  const rows = await db
    .select({
      userId: vendorMembers.userId,
      name: users.name,
      role: vendorMembers.role,
      allowedMember: sql<boolean>`${inquiryAnswerers.userId} is not null`.mapWith(Boolean),
    })
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .leftJoin(inquiryAnswerers, eq(inquiryAnswerers.userId, vendorMembers.userId))
    .where(eq(vendorMembers.vendorId, vendorId))
    .orderBy(asc(vendorMembers.createdAt), asc(vendorMembers.userId));
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    role: row.role,
    allowed: row.role !== 'member' || row.allowedMember,
  }));
}

export async function findMemberRole(db: Database, userId: string, vendorId: string) {
  const [row] = await db
    .select({ role: vendorMembers.role })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.userId, userId), eq(vendorMembers.vendorId, vendorId)))
    .for('update');
  return row?.role;
}

export async function allowAnswerer(
  db: Database,
  values: { userId: string; vendorId: string; grantedBy: string; at: Date },
): Promise<void> {
  await db
    .insert(inquiryAnswerers)
    .values({
      userId: values.userId,
      vendorId: values.vendorId,
      grantedBy: values.grantedBy,
      grantedAt: values.at,
    })
    .onConflictDoNothing();
}

export async function revokeAnswerer(db: Database, userId: string, vendorId: string): Promise<void> {
  await db
    .delete(inquiryAnswerers)
    .where(and(eq(inquiryAnswerers.userId, userId), eq(inquiryAnswerers.vendorId, vendorId)));
}

export interface MailRecipient {
  userId: string;
  name: string;
  email: string;
  language: Language;
}

/** Everyone who answers for the vendor (owners, managers, allowed members) and has an e-mail address. */
export async function vendorAnswerersWithMail(db: Database, vendorId: string): Promise<MailRecipient[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, language: users.language })
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .leftJoin(inquiryAnswerers, eq(inquiryAnswerers.userId, vendorMembers.userId))
    .where(
      and(
        eq(vendorMembers.vendorId, vendorId),
        eq(users.status, 'active'),
        or(inArray(vendorMembers.role, ['owner', 'manager']), sql`${inquiryAnswerers.userId} is not null`),
      ),
    );
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

export async function userWithMail(db: Database, userId: string): Promise<MailRecipient | undefined> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return row?.email ? { ...row, email: row.email } : undefined;
}
