import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../../tests/support/postgres-cluster';
import { openTestDatabase } from '../../../tests/support/test-database';
import { openDatabase, type Database } from './client';

/** Drizzle's execute answers each driver's own result; both carry `rows`. */
async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

describe('the database client', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('reads times, dates and intervals as their text, as Drizzle maps them, on either database', async () => {
    // PGlite gets these parsers once, on the instance (its statements go without them); a
    // missing one would turn the text into a Date here.
    const rows = await rowsOf(
      database.db.execute(
        sql`select timestamptz '2026-01-02 03:04:05.678+00' as at, date '2026-01-02' as day,
              interval '1 day 2 hours' as span`,
      ),
    );
    expect(rows).toEqual([
      { at: '2026-01-02 03:04:05.678+00', day: '2026-01-02', span: '1 day 02:00:00' },
    ]);
  });
});

describe('PostgreSQL connections', () => {
  let cluster: PostgresCluster | undefined;
  let database: Database;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL ?? (cluster = await startPostgresCluster()).url;
    database = await openDatabase({ databaseUrl: url, dataDir: '' });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    cluster?.destroy();
  });

  const preparedOnThisConnection = (query: (text: string) => Promise<Record<string, unknown>[]>) =>
    query('select name, statement from pg_prepared_statements').then((rows) =>
      rows.map((row) => ({ name: String(row.name), statement: String(row.statement) })),
    );

  it('prepares a statement sent with values once per connection, under one name', async () => {
    const prepared = await database.rawTransaction(async (query) => {
      for (const n of [1, 2, 3])
        expect(await query('select $1::int * 7 as n', [n])).toEqual([{ n: n * 7 }]);
      return preparedOnThisConnection(query);
    });
    const mine = prepared.filter((row) => row.statement === 'select $1::int * 7 as n');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^lendref_\d+$/);
  });

  it("prepares Drizzle's statements too", async () => {
    const prepared = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${'drizzle'}::text as word`);
      const rows = await rowsOf<{ statement: string }>(
        tx.execute(sql`select statement from pg_prepared_statements`),
      );
      return rows.map((row) => row.statement);
    });
    expect(prepared).toContain('select $1::text as word');
  });

  it('plans each execution for its own values, without JIT', async () => {
    const [mode] = await database.rawQuery('show plan_cache_mode');
    const [jit] = await database.rawQuery('show jit');
    expect({ mode: mode!.plan_cache_mode, jit: jit!.jit }).toEqual({
      mode: 'force_custom_plan',
      jit: 'off',
    });
  });

  it('plans a named statement without values once per connection, and one with values at each execution', async () => {
    // What decision 0049 builds on: PostgreSQL has nothing to plan anew for a statement
    // without parameters, whatever plan_cache_mode says.
    const plans = await database.rawTransaction(async (query) => {
      for (const n of [1, 2, 3]) {
        await query("select count(*) from pg_class where relkind = 'r'", []);
        await query('select count(*) from pg_class where relpages > $1', [n]);
      }
      return query(
        `select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
         where statement like 'select count(*) from pg_class%'`,
      );
    });
    expect(plans).toEqual(
      expect.arrayContaining([
        {
          statement: "select count(*) from pg_class where relkind = 'r'",
          generic_plans: 3,
          custom_plans: 0,
        },
        {
          statement: 'select count(*) from pg_class where relpages > $1',
          generic_plans: 0,
          custom_plans: 3,
        },
      ]),
    );
  });

  it('leaves a fixed command without values unnamed (a migration, BEGIN)', async () => {
    const prepared = await database.rawTransaction(async (query) => {
      await query('select 42 as answer');
      return preparedOnThisConnection(query);
    });
    expect(prepared.map((row) => row.statement)).not.toContain('select 42 as answer');
  });
});
