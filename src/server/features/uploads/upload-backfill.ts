import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { uploads } from '@server/db/schema/uploads';
import type { UploadStore } from './upload-store';

/** Rows per round: a few megabytes in memory at a time, whatever the table holds. */
const BATCH = 20;

/**
 * Moves image bytes that an older version kept in the database into the store, then clears them
 * from the row, so no image is lost in the upgrade. Runs at start, before the server listens.
 * Safe to run again or on several instances at once: a store write of the same bytes under the
 * same id changes nothing, and a row is cleared only when its bytes are stored.
 */
export async function moveUploadBytesToStore(db: Db, store: UploadStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await db
      .select({ id: uploads.id, contentType: uploads.contentType, data: uploads.data })
      .from(uploads)
      .where(isNotNull(uploads.data))
      .limit(BATCH);
    if (rows.length === 0) return moved;
    for (const row of rows) await store.putBytes(row.id, row.data!, row.contentType);
    await db
      .update(uploads)
      .set({ data: null })
      .where(
        and(
          inArray(
            uploads.id,
            rows.map((row) => row.id),
          ),
          isNotNull(uploads.data),
        ),
      );
    moved += rows.length;
  }
}
