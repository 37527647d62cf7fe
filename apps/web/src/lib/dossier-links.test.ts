import { describe, expect, it } from 'vitest';
import { dossierLink, linkedDocumentId, linkedMessageId } from './dossier-links.ts';

const DOSSIER = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const DOCUMENT = '00000000-0000-4000-8000-000000000901';

describe('links into a dossier', () => {
  it.each([
    ['the dossier', undefined, `/app/dossier/${DOSSIER}`],
    ['a message', { messageId: 1005 }, `/app/dossier/${DOSSIER}?bericht=1005`],
    ['a document', { documentId: DOCUMENT }, `/app/dossier/${DOSSIER}?document=${DOCUMENT}`],
  ])('opens %s', (_, item, expected) => {
    expect(dossierLink(DOSSIER, item)).toBe(expected);
  });

  it.each([
    ['bericht=1005', 1005],
    ['bericht=1', 1],
    ['', undefined],
    ['bericht=', undefined],
    ['bericht=0', undefined],
    ['bericht=-4', undefined],
    ['bericht=12abc', undefined],
    ['bericht=1.5', undefined],
    ['bericht=99999999999999999999', undefined],
  ])('reads the message of ?%s as %s', (query, expected) => {
    expect(linkedMessageId(new URLSearchParams(query))).toBe(expected);
  });

  it('reads the document of ?document=, and none of an empty one', () => {
    expect(linkedDocumentId(new URLSearchParams(`document=${DOCUMENT}`))).toBe(DOCUMENT);
    expect(linkedDocumentId(new URLSearchParams('document='))).toBeUndefined();
    expect(linkedDocumentId(new URLSearchParams('bericht=3'))).toBeUndefined();
  });
});
