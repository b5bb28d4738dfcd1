import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DealDetail } from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/users';
import {
  dataRoomRequests,
  investmentDealHistory,
  investmentDocuments,
  investmentMilestones,
} from '@server/db/schema/investment';
import { uploadUrl } from '@shared/contracts/uploads';
import { uploads } from '@server/db/schema/uploads';
import { badRequest, notFound } from '@server/lib/app-error';
import { loadDealFor, summaryOf, targetNamer, touchDeal } from './deal-rows';

export const MILESTONE_NOT_FOUND = 'There is no such milestone';
export const IMAGE_NOT_YOURS = 'Attach an image you uploaded yourself';

/** GET /api/investment-deals/{id}: only the two parties; anyone else 404. */
export async function getDeal(db: Db, userId: string, dealId: string): Promise<DealDetail> {
  return db.transaction(async (tx) => {
    const { row, side } = await loadDealFor(tx, userId, dealId);
    const history = await tx
      .select({
        id: investmentDealHistory.id,
        fromStatus: investmentDealHistory.fromStatus,
        toStatus: investmentDealHistory.toStatus,
        exitValue: investmentDealHistory.exitValue,
        byName: sql<
          string | null
        >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
        at: investmentDealHistory.createdAt,
      })
      .from(investmentDealHistory)
      .leftJoin(users, eq(users.id, investmentDealHistory.changedBy))
      .where(eq(investmentDealHistory.dealId, dealId))
      .orderBy(desc(investmentDealHistory.createdAt), desc(investmentDealHistory.id));
    const milestones = await tx
      .select()
      .from(investmentMilestones)
      .where(eq(investmentMilestones.dealId, dealId))
      .orderBy(asc(investmentMilestones.dueDate), asc(investmentMilestones.createdAt));
    const documents = await tx
      .select()
      .from(investmentDocuments)
      .where(eq(investmentDocuments.dealId, dealId))
      .orderBy(desc(investmentDocuments.createdAt));
    const [request] = await tx
      .select()
      .from(dataRoomRequests)
      .where(eq(dataRoomRequests.dealId, dealId));
    const exit = history.find((change) => change.toStatus === 'exited');
    return {
      ...summaryOf(row, side, await targetNamer(tx)(row.deal)),
      exitValue: exit?.exitValue ? Number(exit.exitValue) : null,
      history: history.map(({ exitValue: _, at, ...change }) => ({
        ...change,
        at: at.toISOString(),
      })),
      milestones: milestones.map((m) => ({
        id: m.id,
        title: m.title,
        dueDate: m.dueDate,
        doneAt: m.doneAt?.toISOString() ?? null,
      })),
      documents: documents.map((d) => ({
        id: d.id,
        title: d.title,
        url: d.url,
        addedAt: d.createdAt.toISOString(),
      })),
      dataRoomRequest: request
        ? {
            status: request.status,
            message: request.message,
            requestedAt: request.createdAt.toISOString(),
            answeredAt: request.answeredAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** POST /api/investment-deals/{id}/milestones: either party plans a dated milestone. */
export async function addMilestone(
  db: Db,
  userId: string,
  dealId: string,
  body: { title: string; dueDate: string },
) {
  await db.transaction(async (tx) => {
    await loadDealFor(tx, userId, dealId);
    await tx.insert(investmentMilestones).values({ dealId, ...body });
    await touchDeal(tx, dealId);
  });
  return getDeal(db, userId, dealId);
}

/** PATCH /api/investment-deals/{id}/milestones/{milestoneId}: ticked (or unticked) by either side. */
export async function tickMilestone(
  db: Db,
  userId: string,
  dealId: string,
  milestoneId: string,
  done: boolean,
  now: Date,
) {
  await db.transaction(async (tx) => {
    await loadDealFor(tx, userId, dealId);
    const updated = await tx
      .update(investmentMilestones)
      .set(done ? { doneAt: now, doneBy: userId } : { doneAt: null, doneBy: null })
      .where(and(eq(investmentMilestones.id, milestoneId), eq(investmentMilestones.dealId, dealId)))
      .returning({ id: investmentMilestones.id });
    if (updated.length === 0) throw notFound(MILESTONE_NOT_FOUND);
  });
  return getDeal(db, userId, dealId);
}

/** POST /api/investment-deals/{id}/documents: a link or an uploaded image, by either side. */
export async function addDocument(
  db: Db,
  userId: string,
  dealId: string,
  body: { title: string; url: string },
) {
  await db.transaction(async (tx) => {
    await loadDealFor(tx, userId, dealId);
    if (body.url.startsWith(uploadUrl(''))) {
      // Only the caller's own uploads: a deal cannot borrow (or point at missing) images.
      const [owned] = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(eq(uploads.id, body.url.slice(uploadUrl('').length)), eq(uploads.ownerId, userId)),
        );
      if (!owned) throw badRequest(IMAGE_NOT_YOURS);
    }
    await tx.insert(investmentDocuments).values({ dealId, ...body, addedBy: userId });
    await touchDeal(tx, dealId);
  });
  return getDeal(db, userId, dealId);
}
