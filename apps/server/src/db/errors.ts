/** True when a query failed on the named unique constraint or index (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || name === constraint);
}
