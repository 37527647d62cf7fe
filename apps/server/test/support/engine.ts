/** Which database the API suite runs on: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;
export const engineName = testDatabaseUrl ? 'postgres' : 'pglite';

export const TEMPLATE_DUMP = new URL('../../../../.tmp/pglite-migrated.tar.gz', import.meta.url).pathname;

export function databaseNamed(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
