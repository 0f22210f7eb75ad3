import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { prepareByName } from './named-statements';
import { withoutStatementParsers } from './pglite-parsers';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL inside one transaction on one connection (migrations, advisory locks). */
type RawTransaction = <T>(
  work: (
    query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
  ) => Promise<T>,
) => Promise<T>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  rawTransaction: RawTransaction;
  /** One raw statement outside any transaction (benchmarks time the app's SQL this way). */
  rawQuery(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a compressed tarball (tests' golden copy). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** A PGlite dump to start from: into memory without a dataDir (tests), else into it (restore). */
  pgliteDump?: Blob;
  /** PGlite in memory, nothing written to disk (tests). */
  memory?: boolean;
  /** Sees every statement Drizzle sends (benchmarks replay them as bare SQL). */
  queryLogger?: Logger;
}

/**
 * Drizzle works out a type name for every value it binds, by testing the value's column against
 * eight column classes, for the one driver that sends them (AWS's Data API). Neither PGlite nor
 * node-postgres reads them, and an application's 42 values spent about 0.1 ms on it
 * (decision 0049). Transactions share the database's dialect, so this covers them too.
 */
function withoutParameterTypings(db: Db): Db {
  (db as unknown as { dialect: { prepareTyping?: unknown } }).dialect.prepareTyping = undefined;
  return db;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  // pg_trgm serves the lead lists' partial-match search (docs/decisions/0020-lead-list-indexes.md).
  const extensions = { pg_trgm };
  // In memory for tests (no data directory); with a dump, the dump is the starting content
  // (tests' golden copy in memory, a restored backup on disk).
  const directory = options.memory || !options.dataDir ? undefined : `${options.dataDir}/pglite`;
  if (directory) mkdirSync(directory, { recursive: true });
  const settings = {
    extensions,
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  };
  const client = directory
    ? await PGlite.create(directory, settings)
    : await PGlite.create(settings);
  const db = withoutParameterTypings(
    drizzlePglite({
      client: withoutStatementParsers(client),
      schema,
      logger: options.queryLogger,
    }) as unknown as Db,
  );
  return {
    kind: 'pglite',
    db,
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
      ),
    rawQuery: async (text, params) =>
      (await client.query<Record<string, unknown>>(text, params)).rows,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

async function openPostgres(
  connectionString: string,
  options: Pick<DatabaseOptions, 'queryLogger'> = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // While the server is down, a request waits this long for a connection, then answers 503.
    connectionTimeoutMillis: 5_000,
    // No JIT compilation: it pays back on long analytical queries, while every statement here
    // answers a person within milliseconds. A plan whose estimate crosses jit_above_cost (a
    // board filtered by date) spent 450 ms compiling to run for 180 (decision 0047).
    // Custom plans only for the prepared statements (decision 0048): each execution is planned
    // for its own values, as an unnamed statement is. A generic plan judged on average costs
    // can scan the whole table for a rare search term.
    options: '-c jit=off -c plan_cache_mode=force_custom_plan',
  });
  // A client that loses its server emits 'error': with no listener the process would exit. Idle
  // clients report through the pool, checked-out ones (a transaction, a long query) through
  // their own emitter; either way the query in flight fails (503) and the pool drops the client,
  // so the next request gets a fresh connection once the server is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    prepareByName(client);
  });
  const db = withoutParameterTypings(
    drizzlePostgres({
      client: pool,
      schema,
      logger: options.queryLogger,
    }) as unknown as Db,
  );
  return {
    kind: 'postgres',
    db,
    rawTransaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work(
          async (text, params) => (await connection.query(text, params)).rows,
        );
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    rawQuery: async (text, params) => (await pool.query(text, params)).rows,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
