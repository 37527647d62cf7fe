/** The chat entries of a document's life (message_type document_added and document_removed). */
export const documentLine = {
  added: (filename: string) => `Document toegevoegd: ${filename}`,
  /** A new version of a document (issue 25): the same entry, naming the version. */
  versionAdded: (filename: string, version: number) => `Document toegevoegd: ${filename} (versie ${version})`,
  removed: (filename: string) => `Document verwijderd: ${filename}`,
};
