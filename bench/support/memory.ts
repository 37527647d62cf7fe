import v8 from 'node:v8';
import vm from 'node:vm';
import { sleep } from './stats.ts';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export interface MemoryMark {
  heapUsed: number;
  rss: number;
}

/** This process's memory once garbage is collected, so a difference counts only what is still referenced. */
export async function settledMemory(): Promise<MemoryMark> {
  collectGarbage();
  await sleep(200);
  collectGarbage();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}
