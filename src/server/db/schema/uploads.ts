import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer, so normalise. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (venue photos, post pictures): who uploaded what, and what it is. The bytes
 * live in the upload store (a folder, or an S3 bucket several instances share) under the id;
 * writing 5 MB into PGlite stalled every other request. Served at /api/uploads/{id}; the id is
 * the generated name.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 50 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * Only for rows from before the upload store: the bytes, until the start-up move
     * (moveUploadBytesToStore) copies them out and clears this. Always null for new rows.
     */
    data: bytea('data'),
    /** Seen in use (by a post, venue, profile...) by the sweep, which then leaves it alone. */
    attached: boolean('attached').notNull().default(false),
    ...createdAt,
  },
  (t) => [
    index('uploads_owner_id_idx').on(t.ownerId),
    // The sweep's candidates: never seen attached, oldest first.
    index('uploads_unattached_created_at_idx')
      .on(t.createdAt)
      .where(sql`NOT ${t.attached}`),
  ],
);
