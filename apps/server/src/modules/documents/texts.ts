import { limits, type UploadRefusal } from '@dossier/contract';

const MEGABYTES = limits.uploadMaxBytes / (1024 * 1024);

/** Why a file was not stored, in SPEC section 5's words where it has them. */
export const refusalText: Record<UploadRefusal, (filename: string) => string> = {
  too_large: (filename) => `${filename}: groter dan ${MEGABYTES}MB`,
  invalid_type: (filename) => `${filename}: ongeldig bestandstype`,
  too_many_files: () => `Te veel bestanden: maximaal ${limits.uploadMaxFiles} per upload`,
  storage_failed: (filename) => `${filename}: opslaan mislukt, probeer het later opnieuw`,
};

/** The chat entries of a document's life (message_type document_added and document_removed). */
export const documentLine = {
  added: (filename: string) => `Document toegevoegd: ${filename}`,
  removed: (filename: string) => `Document verwijderd: ${filename}`,
};
