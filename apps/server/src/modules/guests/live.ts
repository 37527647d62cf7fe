import type { LiveEvent } from '../../realtime/events.ts';

/** A guest's access changed (invited, renewed, removed): the hub re-reads which dossiers their sockets follow. */
export const accessChanged = (userId: string): LiveEvent => ({ kind: 'user_changed', userId });
