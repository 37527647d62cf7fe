import { Readable } from 'node:stream';
import { limits, type UploadFileResult } from '@dossier/contract';
import type { Attachment } from 'mailparser';
import type { Actor } from '../../../auth/sessions.ts';
import { type DocumentDeps, storeFile } from '../../documents/index.ts';

export type AttachmentResult = UploadFileResult;

/**
 * A reply's attachments become documents of the dossier exactly as an upload's files do (documents' storeFile:
 * the seven kinds by name and content, 10 MB each), each on its own; past the upload's file limit they are refused.
 */
export async function storeAttachments(
  deps: DocumentDeps,
  actor: Actor,
  dossierId: string,
  attachments: Attachment[],
): Promise<AttachmentResult[]> {
  const results: AttachmentResult[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const filename = attachment.filename ?? 'bijlage';
    if (index >= limits.uploadMaxFiles) {
      results.push({
        index,
        filename,
        status: 'refused',
        code: 'too_many_files',
        detail: `Te veel bijlagen: maximaal ${limits.uploadMaxFiles} per antwoord`,
      });
      continue;
    }
    results.push(
      await storeFile(deps, actor, dossierId, { filename, file: Readable.from([attachment.content]) }, index),
    );
  }
  return results;
}
