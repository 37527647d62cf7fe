import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Present documents with their uploader's name and company: what the list, a download and an upload answer. */
function documentViews(db: Db) {
  return db
    .selectFrom('documents')
    .innerJoin('companies', 'companies.id', 'documents.uploader_company_id')
    .leftJoin('users', 'users.id', 'documents.uploader_id')
    .selectAll('documents')
    .select([
      'companies.name as uploader_company_name',
      'users.first_name as uploader_first_name',
      'users.last_name as uploader_last_name',
    ])
    .where('documents.deleted_at', 'is', null);
}

export type DocumentView = NonNullable<Awaited<ReturnType<typeof documentView>>>;

export async function documentView(db: Db, documentId: string) {
  return documentViews(db).where('documents.id', '=', documentId).executeTakeFirst();
}

/** A dossier's documents, newest first (index documents_of_dossier). */
export async function documentsOf(db: Db, dossierId: string) {
  return documentViews(db)
    .where('documents.dossier_id', '=', dossierId)
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .execute();
}

/** The dossier's status, its row locked for the rest of the transaction (the same lock a status change takes). */
export async function lockedDossierStatus(trx: Db, dossierId: string) {
  return trx
    .selectFrom('dossiers')
    .select(['id', 'status'])
    .where('id', '=', dossierId)
    .forUpdate()
    .executeTakeFirst();
}

export async function dossierStatus(db: Db, dossierId: string) {
  return db.selectFrom('dossiers').select(['id', 'status']).where('id', '=', dossierId).executeTakeFirst();
}

/** One of the dossier's present documents, locked: a removal and a second removal do not both happen. */
export async function lockedDocumentOf(trx: Db, dossierId: string, documentId: string) {
  return trx
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('dossier_id', '=', dossierId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewDocument {
  id: string;
  dossierId: string;
  uploader: { id: string; company_id: string };
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

export async function insertDocument(trx: Db, document: NewDocument): Promise<void> {
  await trx
    .insertInto('documents')
    .values({
      id: document.id,
      dossier_id: document.dossierId,
      uploader_id: document.uploader.id,
      uploader_company_id: document.uploader.company_id,
      filename: document.filename,
      content_type: document.contentType,
      size_bytes: document.size,
      sha256: document.sha256,
      storage_key: document.storageKey,
    })
    .execute();
}

export async function markRemoved(trx: Db, documentId: string, removerId: string): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ deleted_at: new Date(), deleted_by: removerId })
    .where('id', '=', documentId)
    .execute();
}
