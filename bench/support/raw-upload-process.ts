/**
 * The baseline for bench/uploads.ts: node:http alone in a process, streaming each request body into a new file
 * and flushing it on close, with the directory storage's write buffer (storage.ts, WRITE_BUFFER); no parsing, no
 * checks, no database. With `--sha256` it also hashes every body as it streams (the storage's Meter), the one piece
 * of an upload's work the product may not skip. Prints its URL.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Meter, WRITE_BUFFER } from '@dossier/server/src/storage/storage.ts';

const hashing = process.argv.includes('--sha256');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-raw-'));
const server = http.createServer((request, response) => {
  const file = path.join(folder, randomUUID());
  const sink = fs.createWriteStream(file, { flags: 'wx', flush: true, highWaterMark: WRITE_BUFFER });
  (hashing ? pipeline(request, new Meter(), sink) : pipeline(request, sink)).then(
    () => response.writeHead(201, { 'content-type': 'application/json' }).end('{"stored":true}'),
    () => response.writeHead(500).end(),
  );
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
