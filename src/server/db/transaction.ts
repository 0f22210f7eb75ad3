import type { Db } from './client';

/** A transaction handle, or the database itself: queries that may run inside either take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
