import type { Db } from './client';

/** The handle inside `db.transaction(async (tx) => …)`: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
