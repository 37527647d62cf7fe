import { z } from 'zod';
import { Id } from './common.ts';
import { DocumentResponse } from './documents.ts';
import { CloseRequest, DossierChannel } from './dossiers.ts';
import { DossierStatus, RelationStatus } from './enums.ts';
import { AccessChangedFrame, MemberRenamedFrame } from './guests.ts';
import { InvoiceResponse } from './invoices.ts';
import { MessageResponse } from './messages.ts';

/** Frames a client sends over /ws. */
export const ClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), dossier_id: DossierChannel }),
  z.object({ type: z.literal('unsubscribe'), dossier_id: DossierChannel }),
  z.object({ type: z.literal('typing'), dossier_id: DossierChannel }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

/** 'dossier:{id}' on the wire; parsed, a frame names its dossier by the bare id. */
const channel = DossierChannel;

/**
 * Events that store a message carry it whole, with its dossier sequence number. Parsed, its dossier_id is the bare
 * id, unlike the stored message (GET .../messages), which names the dossier by its channel.
 */
export const MessageEvent = MessageResponse.extend({
  dossier_id: channel,
  type: z.enum(['chat_message', 'system', 'document_added', 'document_removed']),
});

export const ServerFrame = z.discriminatedUnion('type', [
  MessageEvent.extend({ type: z.literal('chat_message') }),
  MessageEvent.extend({ type: z.literal('system') }),
  /** The added document as the document list shows it: open lists insert it instead of fetching again. */
  MessageEvent.extend({ type: z.literal('document_added'), document_item: DocumentResponse }),
  MessageEvent.extend({ type: z.literal('document_removed') }),
  z.object({
    type: z.literal('dossier_update'),
    dossier_id: channel,
    title: z.string().optional(),
    status: DossierStatus.optional(),
    /** With a status change (issue 24): who asked to close, or null once closed or withdrawn. */
    close_request: CloseRequest.nullable().optional(),
  }),
  z.object({ type: z.literal('read_status'), dossier_id: channel, user_id: Id, read_seq: z.number().int() }),
  z.object({ type: z.literal('dossier_created'), dossier_id: channel, title: z.string() }),
  z.object({ type: z.literal('dossier_removed'), dossier_id: channel }),
  z.object({ type: z.literal('typing'), dossier_id: channel, user_id: Id, user_name: z.string() }),
  z.object({ type: z.literal('subscribed'), dossier_id: channel }),
  /**
   * An invoice of the dossier was sent, answered, paid or credited (never a draft: drafts are the seller's alone),
   * carried as the dossier's invoice list shows it: open lists replace or insert it instead of fetching again.
   */
  z.object({ type: z.literal('invoice_updated'), dossier_id: channel, invoice: InvoiceResponse }),
  /** A relation of the user's company was requested, answered, toggled or withdrawn: lists refresh. */
  z.object({
    type: z.literal('relation_update'),
    relation_id: Id,
    status: z.enum([...RelationStatus.options, 'removed']),
  }),
  AccessChangedFrame,
  MemberRenamedFrame,
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), detail: z.string(), dossier_id: channel.optional() }),
]);
/** A frame as the web receives it, parsed: every dossier_id is the bare id. */
export type ServerFrame = z.infer<typeof ServerFrame>;
/** A frame as the server writes it: dossier_id spelled 'dossier:{id}' (the schema's input side). */
export type WireServerFrame = z.input<typeof ServerFrame>;
