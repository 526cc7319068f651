import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inquiryThreads } from '../../db/inquiry-schema';

/** The two parties of an inquiry thread (a meeting proposed from it is between them). */
export async function inquiryParties(db: Database, threadId: string) {
  const [row] = await db
    .select({ vendorId: inquiryThreads.vendorId, buyerUserId: inquiryThreads.buyerUserId })
    .from(inquiryThreads)
    .where(eq(inquiryThreads.id, threadId));
  return row;
}
