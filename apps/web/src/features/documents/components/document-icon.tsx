import { documentContentTypes } from '@dossier/contract';
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconFileTypeXls,
  IconPhoto,
} from '@tabler/icons-react';

const ICONS = {
  [documentContentTypes.pdf]: IconFileTypePdf,
  [documentContentTypes.doc]: IconFileTypeDoc,
  [documentContentTypes.docx]: IconFileTypeDocx,
  [documentContentTypes.xls]: IconFileTypeXls,
  [documentContentTypes.xlsx]: IconFileSpreadsheet,
  [documentContentTypes.png]: IconPhoto,
  [documentContentTypes.jpeg]: IconPhoto,
} as Record<string, typeof IconFile>;

/** The kind of a document at a glance, decorative (the name says it too). */
export function DocumentIcon({ contentType, size = 22 }: { contentType: string; size?: number }) {
  const Icon = ICONS[contentType] ?? IconFile;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
