import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/**
 * The types Drizzle reads from their text (its own date and interval mapping): the parsers its
 * PGlite driver sends with every statement, installed once on the instance instead.
 */
const TEXT_AS_SENT = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((oid) => [oid, (value: string) => value]),
);

/**
 * The PGlite client as Drizzle sees it: its statements sent without their own parsers
 * (decision 0048). Given parsers, PGlite merges them into a copy of its whole table (some 120
 * types) for each statement: 0.15 ms a statement, the largest cost of a request after the
 * database's own work (docs/performance.md). The instance gets the same parsers once
 * (TEXT_AS_SENT), so the rows are the same; its raw queries read those types as text too.
 */
export function withoutStatementParsers(client: PGlite): PGlite {
  Object.assign(client.parsers, TEXT_AS_SENT);
  const strip = (options?: QueryOptions): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers: _sameAsTheInstance, ...rest } = options;
    return rest;
  };
  const query =
    (run: Transaction['query']) =>
    <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      run<T>(text, params, strip(options));
  // Drizzle's PGlite driver calls these two and, inside a transaction, the query of its tx.
  const statements = {
    query: query(client.query.bind(client)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => work({ ...tx, query: query(tx.query) })),
  };
  return statements as unknown as PGlite;
}
