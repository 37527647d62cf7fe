import type { TestType } from '@playwright/test';

/** The run's database engine: PostgreSQL when E2E_DATABASE_URL names a server, else the server's embedded PGlite. */
export const onPostgres = () => Boolean(process.env.E2E_DATABASE_URL);

/**
 * Marks the journeys of the file or describe it is called in as phone layouts (390 x 844): they run on PGlite only,
 * and the PostgreSQL run lists them as skipped. What they prove is the screen (sizes, touch targets, what fits, a11y);
 * the requests and SQL under them are those of the desktop journeys, which run on both engines, and the engine does
 * not change a layout. Running them twice cost about 45 s of journey time a run.
 */
// biome-ignore lint/suspicious/noExplicitAny: any test type with the harness's fixtures
export function phoneLayoutOnPgliteOnly(test: TestType<any, any>) {
  test.skip(
    onPostgres(),
    'phone layout: runs on PGlite only; the desktop journeys cover its data path on PostgreSQL',
  );
}
