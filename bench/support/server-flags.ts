import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

/**
 * Runs a benchmark whose app server lives in this process under the server's V8 flags (scripts/server-flags.mjs), as
 * `npm run bench` and `npm start` do. Started alone (`npx tsx bench/search.ts`) it would measure the app under V8's
 * defaults instead: a young generation of up to 32 MB a half, whose scavenges stop the server for 5-12 ms at a time
 * and land in the tail of whatever request is running. Without the flags, this process starts itself again with them.
 */
export async function runWithServerFlags(main: () => Promise<void>): Promise<void> {
  const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) return main();
  const child = spawn(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exitCode = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
