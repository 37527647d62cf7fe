/**
 * The interface texts of document versions (issue 25, item 4): part of the text catalogue beside nl.ts. A document
 * shows its version from 2 on; one never revised has no label (version 1 of everything would be noise).
 */
export const nlVersions = {
  /** On a document's row from version 2 on, and on each line of its versions. */
  label: (version: number) => `versie ${version}`,
  /** The row's 'versie N' button that shows and hides the earlier versions. */
  toggle: (file: string, version: number) => `versie ${version} van ${file}, alle versies`,
  list: (file: string) => `Versies van ${file}`,
  newest: 'nieuwste',
  loading: 'Versies laden...',
  loadFailed: 'Kon de versies niet laden.',
  retry: 'Opnieuw proberen',
  preview: (file: string, version: number) => `versie ${version} van ${file} bekijken`,
  download: (file: string, version: number) => `versie ${version} van ${file} downloaden`,
  /** The preview's title for an earlier version. */
  previewTitle: (file: string, version: number) => `${file} (versie ${version})`,
};
