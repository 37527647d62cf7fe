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

/**
 * What an upload is decided and presented by, in one query: the dossier's status, the uploader's membership row
 * (undefined fields when never a member) and their company's name. With lock, the dossier row is locked for the rest
 * of the transaction (the lock a status change takes too).
 */
export async function uploadFacts(
  db: Db,
  dossierId: string,
  uploader: { id: string; company_id: string },
  options: { lock?: boolean } = {},
) {
  const query = db
    .selectFrom('dossiers')
    .innerJoin('companies', (join) => join.on('companies.id', '=', uploader.company_id))
    .leftJoin('dossier_users', (join) =>
      join
        .onRef('dossier_users.dossier_id', '=', 'dossiers.id')
        .on('dossier_users.user_id', '=', uploader.id),
    )
    .select([
      'dossiers.status',
      'dossier_users.status as membership_status',
      'dossier_users.token_expires_at',
      'companies.name as company_name',
    ])
    .where('dossiers.id', '=', dossierId);
  const facts = await (options.lock ? query.forUpdate('dossiers') : query).executeTakeFirst();
  if (!facts) return undefined;
  const { membership_status, token_expires_at } = facts;
  return {
    dossier: { status: facts.status },
    access: membership_status === null ? undefined : { status: membership_status, token_expires_at },
    companyName: facts.company_name,
  };
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

/** Inserts the row; answers when the database dated it. */
export async function insertDocument(trx: Db, document: NewDocument): Promise<Date> {
  const { created_at } = await trx
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
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return created_at;
}

export async function markRemoved(
  trx: Db,
  document: { id: string; removerId: string; removedAt: Date },
): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ deleted_at: document.removedAt, deleted_by: document.removerId })
    .where('id', '=', document.id)
    .execute();
}
