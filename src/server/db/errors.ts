/**
 * What a database error means for the answer, whichever layer raised it.
 *
 * Whether an error means the database cannot be reached right now (restarting, shut down, not
 * accepting connections), as opposed to a fault in the request or the code. Such errors answer
 * 503 and the client may retry; drizzle wraps the driver's error as `cause`.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);

// node-postgres says these in words, without a code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/i;

interface ChainLink {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first: drizzle wraps the driver's error as `cause`. */
function* causeChain(error: unknown): Generator<ChainLink> {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return;
    yield current as ChainLink;
    current = (current as ChainLink).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** A unique index refused the row (23505): a race the service's own check could not see. */
export function isUniqueViolation(error: unknown): boolean {
  for (const { code } of causeChain(error)) if (code === '23505') return true;
  return false;
}
