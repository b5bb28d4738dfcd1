import { and, eq } from 'drizzle-orm';
import type { DealStatus } from '@shared/contracts/investors';
import type { Db } from '@server/db/client';
import { dataRoomRequests } from '@server/db/schema/investment';
import { conflict, forbidden } from '@server/lib/app-error';
import { emit } from '@server/lib/events';
import { loadDealFor, partyOf, touchDeal } from './deal-rows';
import { getDeal } from './deal-detail.service';

export const DATA_ROOM_STAGES: DealStatus[] = ['prospecting', 'due_diligence', 'negotiation'];
export const DATA_ROOM_OFF_PLATFORM =
  'A startup or technology outside Matchday has nobody here to open a data room';
export const DATA_ROOM_CLOSED =
  'A data room can be requested while the deal is in Prospecting, Due diligence or Negotiation';
export const DATA_ROOM_ALREADY = 'A data room was already requested on this deal';
export const DATA_ROOM_INVESTOR_ONLY = 'Only the investor can request the data room';
export const DATA_ROOM_TARGET_ONLY = 'Only the target of the deal can answer the data-room request';
export const DATA_ROOM_ANSWERED = 'This data-room request was already answered';
export const DATA_ROOM_NONE = 'Nobody has requested the data room on this deal';

/** POST /api/investment-deals/{id}/data-room: the investor asks the target to open its books. */
export async function requestDataRoom(
  db: Db,
  userId: string,
  dealId: string,
  body: { message?: string },
) {
  await db.transaction(async (tx) => {
    const { row, side } = await loadDealFor(tx, userId, dealId, { lock: true });
    if (side !== 'investor') throw forbidden(DATA_ROOM_INVESTOR_ONLY);
    if (!partyOf(row.deal)) throw conflict(DATA_ROOM_OFF_PLATFORM);
    if (!DATA_ROOM_STAGES.includes(row.deal.status)) throw conflict(DATA_ROOM_CLOSED);
    const inserted = await tx
      .insert(dataRoomRequests)
      .values({ dealId, requestedBy: userId, message: body.message || null })
      .onConflictDoNothing()
      .returning({ id: dataRoomRequests.id });
    if (inserted.length === 0) throw conflict(DATA_ROOM_ALREADY);
    await touchDeal(tx, dealId);
    await emit(tx, {
      type: 'investment.data_room_requested',
      data: { dealId, investorUserId: userId },
    });
  });
  return getDeal(db, userId, dealId);
}

/** POST /api/investment-deals/{id}/data-room/answer: the target shares or declines, once. */
export async function answerDataRoom(
  db: Db,
  userId: string,
  dealId: string,
  answer: 'shared' | 'declined',
  now: Date,
) {
  await db.transaction(async (tx) => {
    const { side } = await loadDealFor(tx, userId, dealId, { lock: true });
    if (side !== 'target') throw forbidden(DATA_ROOM_TARGET_ONLY);
    const [request] = await tx
      .select({ status: dataRoomRequests.status })
      .from(dataRoomRequests)
      .where(eq(dataRoomRequests.dealId, dealId));
    if (!request) throw conflict(DATA_ROOM_NONE);
    const updated = await tx
      .update(dataRoomRequests)
      .set({ status: answer, answeredBy: userId, answeredAt: now })
      .where(and(eq(dataRoomRequests.dealId, dealId), eq(dataRoomRequests.status, 'pending')))
      .returning({ id: dataRoomRequests.id });
    if (updated.length === 0) throw conflict(DATA_ROOM_ANSWERED);
    await touchDeal(tx, dealId);
    await emit(tx, {
      type: 'investment.data_room_answered',
      data: { dealId, answeredBy: userId, shared: answer === 'shared' },
    });
  });
  return getDeal(db, userId, dealId);
}
