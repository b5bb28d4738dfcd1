import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSettings } from '@server/config';
import type { Db } from '@server/db/client';
import { appSecrets } from '@server/db/schema/payments';

const SECRET_NAME = 'vapid_keys';

export type VapidKeys = { publicKey: string; privateKey: string };

const kept = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The key pair that signs every push (VAPID): the configured one, else one made on first use and
 * kept in the database, so every instance and every restart signs with the same key and the
 * browsers' subscriptions (made for its public half) stay valid.
 */
export function vapidKeys(db: Db, settings: PushSettings): Promise<VapidKeys> {
  if (settings.vapidKeys) return Promise.resolve(settings.vapidKeys);
  let keys = kept.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    kept.set(db, keys);
    keys.catch(() => kept.delete(db));
  }
  return keys;
}

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  // Two instances starting at once each make a pair; the first insert wins and both read it.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  const { publicKey, privateKey } = JSON.parse(row!.value) as VapidKeys;
  return { publicKey, privateKey };
}
