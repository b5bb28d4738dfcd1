import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { type UploadedImage, uploadUrl } from '@shared/contracts/uploads';
import type { UploadSettings } from '@server/config';
import { type Db, rowsOf } from '@server/db/client';
import { uploads } from '@server/db/schema/uploads';
import { notFound, tooManyRequests } from '@server/lib/app-error';
import type { Clock } from '@server/lib/clock';
import { minutesUntil, type RateLimiter } from '@server/lib/rate-limit';
import type { ReceivedFile } from './receive-upload';
import { inspectImage, quotaFull } from './upload-rules';
import type { UploadStore } from './upload-store';

export type UploadDeps = {
  db: Db;
  store: UploadStore;
  settings: UploadSettings;
  limiter: RateLimiter;
  clock: Clock;
};

export const IMAGE_NOT_FOUND = 'Image not found';
export const tooManyUploads = (wait: string) => `Too many uploads; try again in ${wait}`;

/**
 * Counts the attempt against the user's upload rate, refusing at once past it, before a byte of
 * the body is read. The quota is checked when the row is written (saveImage), in the same
 * statement: a separate look first would be one more query per upload, and on the embedded
 * database every query runs on the event loop.
 */
export async function admitUpload(deps: UploadDeps, ownerId: string): Promise<void> {
  const { settings, limiter, clock } = deps;
  const count = await limiter.hit(`upload:${ownerId}`, settings.rate.windowMs);
  if (count.hits > settings.rate.max)
    throw tooManyRequests(tooManyUploads(minutesUntil(count.resetAt, clock.now())));
}

/**
 * Checks a received file and keeps it under a generated id: the bytes go to the store first, so
 * a row never names missing bytes, then the row is written only if it fits the owner's quota.
 */
export async function saveImage(
  { db, store, settings }: UploadDeps,
  ownerId: string,
  file: ReceivedFile,
): Promise<UploadedImage> {
  const { contentType, width, height } = inspectImage(file.head, file.byteSize);
  const id = randomUUID();
  const byteSize = file.byteSize;
  await store.putFile(id, file.path, contentType);
  try {
    const inserted = await rowsOf<{ id: string }>(
      db,
      sql`INSERT INTO ${uploads} (id, owner_id, content_type, byte_size, width, height)
          SELECT ${id}, ${ownerId}, ${contentType}, ${byteSize}, ${width}, ${height}
           WHERE (SELECT coalesce(sum(byte_size), 0) FROM ${uploads} WHERE owner_id = ${ownerId})
                 + ${byteSize} <= ${settings.quotaBytes}
          RETURNING id`,
    );
    if (inserted.length === 0) throw quotaFull(settings.quotaBytes);
  } catch (error) {
    await store.remove(id);
    throw error;
  }
  return { id, url: uploadUrl(id), contentType, byteSize, width, height };
}

/** Removes a received file that was not kept (a refused upload). */
export const discardReceived = (file: ReceivedFile) => rm(file.path, { force: true });

export async function findImage(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: uploads.contentType, byteSize: uploads.byteSize })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!row) throw notFound(IMAGE_NOT_FOUND);
  return row;
}
