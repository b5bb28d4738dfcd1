import { customType, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer, so normalise. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (venue photos, post pictures). Kept in the database rather than on a disk so
 * every instance behind a load balancer serves every image, and a backup holds them all.
 * Served at /api/uploads/{id}; the id is the generated name.
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
    data: bytea('data').notNull(),
    ...createdAt,
  },
  (t) => [index('uploads_owner_id_idx').on(t.ownerId)],
);
