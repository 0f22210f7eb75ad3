/**
 * Errors as the log keeps them: type, code, where, never the values of a query. A database error
 * carries its parameters (drizzle's "Failed query: ... params: ..."), the driver's `detail`
 * ("Key (email)=(jo@example.com) already exists") and messages that quote the input ('invalid
 * input syntax for type uuid: "..."'): applicants' e-mails, names and phone numbers would reach
 * every log shipper. Kept: the SQLSTATE code, constraint, table, column and the statement text
 * with its placeholders.
 */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statement?: string;
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

const MAX_STATEMENT = 300;
const QUOTED = /"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g;

function stringField(value: object, key: string): string | undefined {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

function safeMessage(error: Error, statement: string | undefined): string {
  if (statement !== undefined) return 'Failed query';
  return error.message.replace(QUOTED, '[redacted]');
}

export function serializeError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error))
    return { type: typeof value, message: '[not an error]', stack: '' };
  const statement = stringField(value, 'query');
  const message = safeMessage(value, statement);
  const frames = value.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  const type = value.constructor.name;
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...(frames ?? [])].join('\n'),
  };
  const code = (value as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  for (const key of ['constraint', 'table', 'column'] as const) {
    const field = stringField(value, key);
    if (field) logged[key] = field;
  }
  if (statement) logged.statement = statement.slice(0, MAX_STATEMENT);
  if (value.cause !== undefined && depth < 3) logged.cause = serializeError(value.cause, depth + 1);
  return logged;
}
