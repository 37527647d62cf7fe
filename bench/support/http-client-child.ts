/**
 * The HTTP client in a process of its own (forked by HttpClientProcess): it sends each request it is told to and times
 * it itself, from the first byte sent to the last received, so the server's thread does none of the client's work.
 */
import { HttpClient } from './http-client.ts';
import type { HttpCommand, HttpReply } from './http-client-protocol.ts';

let client: HttpClient | null = null;

process.on('message', async ({ id, command }: { id: number; command: HttpCommand }) => {
  const reply = (answer: HttpReply) => process.send?.({ id, reply: answer });
  if (command.type === 'connect') {
    client = new HttpClient(command.baseUrl);
    reply({ type: 'ok' });
    return;
  }
  if (!client) throw new Error('request before connect');
  const started = performance.now();
  const answer = await client.request(command.method, command.path, command.token, undefined, command.decode);
  reply({ type: 'answer', status: answer.status, body: answer.body, elapsedMs: performance.now() - started });
});

process.on('disconnect', () => {
  client?.close();
  process.exit(0);
});
