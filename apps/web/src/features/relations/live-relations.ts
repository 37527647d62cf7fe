import type { ServerFrame } from '@dossier/contract';
import type { LiveCache } from '../../lib/live-cache.ts';
import { relationKeys } from './api/query-keys.ts';

/** A relation of the company was requested, answered, toggled or withdrawn anywhere: the lists are fetched again. */
export function applyRelationsFrame(cache: LiveCache, frame: ServerFrame): void {
  if (frame.type === 'relation_update') void cache.invalidateQueries({ queryKey: relationKeys.list });
}
