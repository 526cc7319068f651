import type { ConsultationState } from '@portal/contracts/consultation';
import { allPermissions } from '@portal/contracts/permissions';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultationPosts, consultations } from '../../db/consultation-schema';
import { roles, userRoles, users } from '../../db/schema';
import { storedFiles } from '../../db/vendor-schema';
import { countAll, offsetOf, orderByOf, pageWithTotal, searchTextCondition } from '../resources/list-sql';

export type ConsultationRow = typeof consultations.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type CaseRow = ConsultationRow & { askerName: string };
export type PostRow = typeof consultationPosts.$inferSelect & {
  authorName: string | null;
  file: StoredFileRow | null;
};

const caseColumns = { row: consultations, askerName: users.name };

export async function insertConsultation(
  tx: Database,
  values: Pick<ConsultationRow, 'askerId' | 'subject' | 'state' | 'searchText' | 'lastPostAt' | 'createdAt'>,
): Promise<ConsultationRow> {
  const [row] = await tx.insert(consultations).values(values).returning();
  if (!row) throw new Error('consultation insert returned nothing');
  return row;
}

/** Adds a post and moves the case along: its state, last activity, post count and search text. */
export async function insertPost(
  tx: Database,
  post: {
    consultationId: string;
    authorId: string;
    fromAssociation: boolean;
    content: string;
    fileId: string | null;
    createdAt: Date;
  },
  caseState: { state: ConsultationState; searchText: string },
): Promise<void> {
  await tx.insert(consultationPosts).values(post);
  await tx
    .update(consultations)
    .set({
      state: caseState.state,
      lastPostAt: post.createdAt,
      postCount: sql`${consultations.postCount} + 1`,
      searchText: sql`${consultations.searchText} || ' ' || ${caseState.searchText}`,
    })
    .where(eq(consultations.id, post.consultationId));
}

export async function findConsultation(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CaseRow | undefined> {
  const query = db
    .select(caseColumns)
    .from(consultations)
    .innerJoin(users, eq(users.id, consultations.askerId))
    .where(eq(consultations.id, id));
  const [found] = await (options.forUpdate ? query.for('update', { of: consultations }) : query);
  return found ? { ...found.row, askerName: found.askerName } : undefined;
}

export async function closeConsultation(tx: Database, id: string, at: Date): Promise<void> {
  await tx.update(consultations).set({ state: 'closed', closedAt: at }).where(eq(consultations.id, id));
}

export async function markStaffMailed(tx: Database, id: string, at: Date): Promise<void> {
  await tx.update(consultations).set({ staffMailedAt: at }).where(eq(consultations.id, id));
}

export async function postsOf(db: Database, consultationId: string): Promise<PostRow[]> {
  const rows = await db
    .select({ post: consultationPosts, authorName: users.name, file: storedFiles })
    .from(consultationPosts)
    .leftJoin(users, eq(users.id, consultationPosts.authorId))
    .leftJoin(storedFiles, eq(storedFiles.id, consultationPosts.fileId))
    .where(eq(consultationPosts.consultationId, consultationId))
    .orderBy(asc(consultationPosts.createdAt), asc(consultationPosts.id));
  return rows.map(({ post, authorName, file }) => ({ ...post, authorName, file }));
}

/** A file of one case (the caller has checked the case). */
export async function fileOfConsultation(
  db: Database,
  consultationId: string,
  fileId: string,
): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select({ file: storedFiles })
    .from(consultationPosts)
    .innerJoin(storedFiles, eq(storedFiles.id, consultationPosts.fileId))
    .where(and(eq(consultationPosts.consultationId, consultationId), eq(consultationPosts.fileId, fileId)));
  return row?.file;
}

export interface ConsultationListFilter {
  page: number;
  pageSize: number;
  /** Only this person's cases (everyone but staff, and staff asking for their own). */
  askerId?: string | undefined;
  keyword?: string | undefined;
  state?: ConsultationState | undefined;
  sortings?: { field: 'lastPostTime' | 'createdTime' | 'state'; dir: 'asc' | 'desc' }[] | undefined;
}

export async function listConsultations(db: Database, filter: ConsultationListFilter) {
  const where: SQL | undefined = and(
    filter.askerId ? eq(consultations.askerId, filter.askerId) : undefined,
    filter.state ? eq(consultations.state, filter.state) : undefined,
    searchTextCondition(filter.keyword, consultations.searchText),
  );
  return pageWithTotal(
    db
      .select(caseColumns)
      .from(consultations)
      .innerJoin(users, eq(users.id, consultations.askerId))
      .where(where)
      .orderBy(
        ...orderByOf(
          filter.sortings,
          {
            lastPostTime: consultations.lastPostAt,
            createdTime: consultations.createdAt,
            state: consultations.state,
          },
          [sql`${consultations.lastPostAt} desc`, sql`${consultations.id} desc`],
        ),
      )
      .limit(filter.pageSize)
      .offset(offsetOf(filter)),
    db.select(countAll).from(consultations).where(where),
    ({ row, askerName }): CaseRow => ({ ...row, askerName }),
  );
}

export interface MailTarget {
  id: string;
  email: string;
  name: string;
  language: 'zh-Hant' | 'en';
}

/** Active people with an e-mail whose roles grant `permission` (or everything). */
export async function holdersOf(db: Database, permission: string): Promise<MailTarget[]> {
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.status, 'active'),
        sql`${users.email} is not null`,
        sql`(${permission} = any(${roles.permissions}) or ${allPermissions} = any(${roles.permissions}))`,
      ),
    );
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

export async function mailTargetOf(db: Database, userId: string): Promise<MailTarget | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return row?.email ? { ...row, email: row.email } : undefined;
}

export async function insertConsultationFile(
  tx: Database,
  values: Omit<typeof storedFiles.$inferInsert, 'purpose'>,
): Promise<StoredFileRow> {
  const [row] = await tx
    .insert(storedFiles)
    .values({ ...values, purpose: 'consultation-file' })
    .returning();
  if (!row) throw new Error('stored file not inserted');
  return row;
}
