import type { ServerFrame } from '@dossier/contract';
import { applyChatFrame } from '../features/chat/live-chat.ts';
import { applyRenameFrame } from '../features/chat/live-renames.ts';
import { applyTypingFrame } from '../features/chat/live-typing.ts';
import { applyDocumentsFrame, applyDocumentsOpen } from '../features/documents/live-documents.ts';
import {
  applyDossiersFrame,
  applyDossiersOpen,
  type DossiersFrameOutcome,
} from '../features/dossiers/live-dossiers.ts';
import { applyInvoicesFrame, applyInvoicesOpen } from '../features/invoices/live-invoices.ts';
import { applyRelationsFrame } from '../features/relations/live-relations.ts';
import { type LiveCache, noteLiveOpen } from '../lib/live-cache.ts';

export interface LiveFrameContext {
  currentUserId: string | undefined;
  /** The dossier on screen: its new messages are being read, so they do not count as unread. */
  openDossierId: string | undefined;
  /** When the frame arrived (ms since the epoch): typing signals expire from then. */
  now: number;
}

/** One frame, parsed by the live socket, applied to every feature's part of the cache; the side effect is the caller's. */
export function applyLiveFrame(
  cache: LiveCache,
  frame: ServerFrame,
  context: LiveFrameContext,
): DossiersFrameOutcome {
  applyChatFrame(cache, frame, context);
  applyRenameFrame(cache, frame);
  applyTypingFrame(cache, frame, context);
  applyDocumentsFrame(cache, frame);
  applyInvoicesFrame(cache, frame);
  applyRelationsFrame(cache, frame);
  return applyDossiersFrame(cache, frame, context);
}

/** A (re)open of the live connection: what frames may have told meanwhile is fetched again. */
export function applyLiveOpen(cache: LiveCache, { reconnected }: { reconnected: boolean }): void {
  // An open chat watches this count and catches up (after_seq) on what was said meanwhile.
  noteLiveOpen(cache);
  applyDossiersOpen(cache, { reconnected });
  applyDocumentsOpen(cache);
  applyInvoicesOpen(cache);
}
