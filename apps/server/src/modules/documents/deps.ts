import type { Deps } from '../../deps.ts';
import type { TimedCommandDeps } from '../../transact.ts';

/** What document commands and reads need: a command's deps with the clock, the storage, and a log for its failures. */
export type DocumentDeps = TimedCommandDeps & Pick<Deps, 'storage' | 'logger'>;
