/** The chat entries of a document's life (message_type document_added and document_removed). */
export const documentLine = {
  added: (filename: string) => `Document toegevoegd: ${filename}`,
  removed: (filename: string) => `Document verwijderd: ${filename}`,
};
