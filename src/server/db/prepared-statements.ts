import { statementName } from './named-statements';

/** A statement that takes its values at execution: a Drizzle query built with placeholders. */
interface Executable<Result> {
  execute(values: Record<string, unknown>): Promise<Result>;
}

interface Preparable<Result> extends Executable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): Executable<Result>;
}

const preparedByDatabase = new WeakMap<object, Map<string, Executable<unknown>>>();

/**
 * A statement built once for its shape (which parts it has, not their values) and kept prepared
 * on this database handle (decision 0049): a request pays only for binding its values, not for
 * Drizzle building the same text again. `build` must give the same text for the same shape.
 * Kept only while the process-wide statement names last (named-statements.ts); past them the
 * statement is built at each execution, as any other.
 */
export function preparedForShape<Result>(
  db: object,
  shape: string,
  build: () => Preparable<Result>,
): Executable<Result> {
  let prepared = preparedByDatabase.get(db);
  const known = prepared?.get(shape);
  if (known) return known as Executable<Result>;
  const query = build();
  const name = statementName(query.toSQL().sql);
  if (!name) return query;
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  const statement = query.prepare(name);
  prepared.set(shape, statement);
  return statement;
}
