import type pg from 'pg';

/**
 * At most this many statements are prepared by name; any beyond them (say a bulk change of an
 * unusual number of leads) is sent unnamed, as before. It bounds what each connection holds.
 */
const NAMED_STATEMENT_LIMIT = 200;
const statementNames = new Map<string, string>();

/**
 * The same name for the same text on every connection of the process; none once the limit is
 * reached, for a text not named before.
 */
export function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= NAMED_STATEMENT_LIMIT) return known;
  const name = `lendref_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

type QueryArguments = [config: unknown, values?: unknown, callback?: unknown];

/** The query with a statement name, when it is one the app runs again and again. */
function named([config, values, callback]: QueryArguments): QueryArguments {
  // A string with values, even none, is a statement (a benchmark replays Drizzle's this way);
  // without, it is one of the app's fixed commands or a migration's DDL.
  if (typeof config === 'string') {
    const name = Array.isArray(values) ? statementName(config) : undefined;
    return [name ? { text: config, name } : config, values, callback];
  }
  // Drizzle's statements: a config with its text (and a name when already prepared by hand).
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') {
    const given = 'name' in config ? config.name : undefined;
    const name = given ? undefined : statementName(config.text);
    return [name ? { ...config, name } : config, values, callback];
  }
  return [config, values, callback];
}

/**
 * Every statement the app sends with values goes as a prepared statement named after its text
 * (decision 0048): PostgreSQL parses and analyses it once per connection, not at each
 * execution; the pool's `plan_cache_mode` still plans each execution for its values.
 */
export function prepareByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: QueryArguments) => unknown;
  client.query = ((...args: QueryArguments) => query(...named(args))) as typeof client.query;
}
