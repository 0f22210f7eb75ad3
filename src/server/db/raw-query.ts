import { Param, sql, type SQL } from 'drizzle-orm';
import type { RawQuery } from '../demo/bulk-insert';
import type { Tx } from './transaction';

/**
 * A transaction as a raw query (text with `$1` placeholders, and its parameters), so that
 * `bulkInsert` (one parameter per column, `unnest`) runs inside the caller's transaction: a
 * closing writes 200,000 statement lines in a few statements instead of hundreds of VALUES lists.
 */
export function rawQueryOf(tx: Tx): RawQuery {
  return async (text, params = []) => {
    const pieces = text.split(/\$(\d+)/);
    const chunks: SQL[] = pieces.map((piece, index) =>
      index % 2 === 0 ? sql.raw(piece) : sql`${new Param(params[Number(piece) - 1])}`,
    );
    const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as {
      rows?: Record<string, unknown>[];
    };
    return result.rows ?? [];
  };
}
