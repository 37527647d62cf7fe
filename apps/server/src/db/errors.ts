/** True when a query failed on the named unique constraint or index (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || name === constraint);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** PostgreSQL going away: connection exceptions (08...), shut down or starting up (57P0x), too many connections. */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
/** pg's own words for a connection that is gone, or that it gave up opening or waiting for. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** True when a query failed because the database could not be reached (not because of the query): a 503. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 3; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (DRIVER_MESSAGES.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}
