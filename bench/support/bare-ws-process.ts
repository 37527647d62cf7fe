/** The baseline process for resident memory: a plain `ws` server alone in a Node process; prints its URL. */
import { BareBroadcastServer } from './bare-broadcast.ts';

const server = await BareBroadcastServer.start();
process.stdout.write(`${server.url(0).replace(/\?i=0$/, '')}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
