/**
 * The preview's text when a PDF or image cannot be shown (issue 25, item 6), under nl.ts's documents.previewModal
 * .failed: part of the text catalogue beside nl.ts, loaded with the preview only. The dialog's 'Downloaden' button
 * is the way to open the file instead.
 */
export const nlPreview = {
  downloadInstead: 'Download het bestand om het te openen.',
};
