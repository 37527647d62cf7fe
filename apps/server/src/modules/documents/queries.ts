import { type Kysely, sql } from 'kysely';
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

/**
 * The present document of the same company in the dossier under the same name, locked: an upload of that name is its
 * next version (issue 25). Names compare as stored (sanitised) and without regard to case: 'Tekening.PDF' and
 * 'tekening.pdf' are one file to the Windows and macOS file systems the files come from. Of documents uploaded twice
 * before versions existed, the newest takes the version.
 */
export async function lockedSameNameDocument(
  trx: Db,
  dossierId: string,
  companyId: string,
  filename: string,
) {
  return trx
    .selectFrom('documents')
    .select(['id', 'version'])
    .where('dossier_id', '=', dossierId)
    .where('uploader_company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(filename)`, '=', filename.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewVersion {
  documentId: string;
  version: number;
  uploaderId: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** What a version row and its document's row hold alike of a version. */
const versionColumns = (version: NewVersion) => ({
  version: version.version,
  uploader_id: version.uploaderId,
  filename: version.filename,
  content_type: version.contentType,
  size_bytes: version.size,
  sha256: version.sha256,
  storage_key: version.storageKey,
});

/** Records one version of a document; answers when the database dated it. */
export async function insertVersion(trx: Db, version: NewVersion, createdAt?: Date): Promise<Date> {
  const { created_at } = await trx
    .insertInto('document_versions')
    .values({ document_id: version.documentId, ...versionColumns(version), created_at: createdAt })
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return created_at;
}

/** The document row becomes its newest version: its name, bytes, uploader and date are that version's. */
export async function advanceDocument(trx: Db, version: NewVersion, createdAt: Date): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ ...versionColumns(version), created_at: createdAt })
    .where('id', '=', version.documentId)
    .execute();
}

/** A present document's versions with their uploaders' names, newest first. */
export async function versionsOf(db: Db, documentId: string) {
  return db
    .selectFrom('document_versions')
    .leftJoin('users', 'users.id', 'document_versions.uploader_id')
    .selectAll('document_versions')
    .select(['users.first_name as uploader_first_name', 'users.last_name as uploader_last_name'])
    .where('document_versions.document_id', '=', documentId)
    .orderBy('document_versions.version', 'desc')
    .execute();
}

export type VersionView = Awaited<ReturnType<typeof versionsOf>>[number];

/** One version's bytes and name, to hand out a link to it. */
export async function versionOf(db: Db, documentId: string, version: number) {
  return db
    .selectFrom('document_versions')
    .select(['filename', 'content_type', 'storage_key'])
    .where('document_id', '=', documentId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Every stored key of a document's versions, and the versions' rows gone: the caller removes the bytes. */
export async function dropVersions(trx: Db, documentId: string): Promise<string[]> {
  const dropped = await trx
    .deleteFrom('document_versions')
    .where('document_id', '=', documentId)
    .returning('storage_key')
    .execute();
  return dropped.map((row) => row.storage_key);
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
