import { mayDeleteDocument, mayReadDocuments, mayUploadDocument } from '../../../src/policies/documents.ts';
import { pdfFile } from '../document-files.ts';
import { formBody } from '../uploads.ts';
import {
  accessOf,
  allowed,
  dossierOf,
  dossierRoute,
  type Endpoint,
  personOf,
  refusal,
  signedOut,
} from './endpoint.ts';
import { freshDocument } from './fresh.ts';
import { companies, counterpartyOf, elsewhere, NOW, type Situation } from './model.ts';

/** A's document in the dossier under test (A's user added it). */
const ofA = { uploader_company_id: companies.A.id };
/** The other side's document: B's in the shared dossier, X's (its guest's) in the guest dossier. */
const ofCounterparty = (where: Situation) => ({
  uploader_company_id: where.kind === 'shared' ? companies.B.id : companies.X.id,
});

export const documentEndpoints: Endpoint[] = [
  dossierRoute({
    method: 'POST',
    route: '/api/v1/documents',
    expect: (who, where) =>
      signedOut(who) ?? refusal(mayUploadDocument(accessOf(who, where), where.facts, NOW)) ?? 'allowed',
    request: async (context) => {
      const form = await formBody([
        ['dossier_id', dossierOf(context)],
        ['file', { name: 'matrix.pdf', bytes: pdfFile(), type: 'application/pdf' }],
      ]);
      return { method: 'POST', url: '/api/v1/documents', ...form };
    },
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/dossiers/:id/documents',
    expect: (who, where) =>
      signedOut(who) ?? refusal(mayReadDocuments(accessOf(who, where), NOW)) ?? 'allowed',
    request: (context) => ({ method: 'GET', url: `/api/v1/dossiers/${dossierOf(context)}/documents` }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/documents/:id/download',
    variant: "A's document",
    expect: (who, where) =>
      signedOut(who) ?? refusal(mayReadDocuments(accessOf(who, where), NOW)) ?? 'allowed',
    request: ({ world, where }) => ({
      method: 'GET',
      url: `/api/v1/documents/${world.documentOf(where?.key ?? '')}/download`,
    }),
  }),
  dossierRoute({
    method: 'DELETE',
    route: '/api/v1/documents/:docId/:dossierId',
    variant: "A's document",
    expect: (who, where) =>
      signedOut(who) ??
      refusal(mayDeleteDocument(personOf(who), accessOf(who, where), where.facts, ofA, NOW)) ??
      'allowed',
    request: async (context) => {
      const dossierId = dossierOf(context);
      const { world, where } = context;
      const document = allowed(context)
        ? await freshDocument(world, dossierId)
        : world.documentOf(where?.key ?? '');
      return { method: 'DELETE', url: `/api/v1/documents/${document}/${dossierId}` };
    },
  }),
  dossierRoute({
    method: 'DELETE',
    route: '/api/v1/documents/:docId/:dossierId',
    variant: "the counterparty's document",
    only: (where) => counterpartyOf(where) !== null,
    expect: (who, where) =>
      signedOut(who) ??
      refusal(
        mayDeleteDocument(personOf(who), accessOf(who, where), where.facts, ofCounterparty(where), NOW),
      ) ??
      'allowed',
    request: async (context) => {
      const dossierId = dossierOf(context);
      const { world, where } = context;
      if (!where) throw new Error('a dossier case');
      const document = allowed(context)
        ? await freshDocument(world, dossierId, counterpartyOf(where) ?? 'aMember')
        : world.counterpartyDocumentOf(where.key);
      return { method: 'DELETE', url: `/api/v1/documents/${document}/${dossierId}` };
    },
  }),
  dossierRoute({
    method: 'DELETE',
    route: '/api/v1/documents/:docId/:dossierId',
    variant: "named under the other guest's dossier",
    // The path's dossier decides who may ask; a document of another dossier is not found there.
    expect: (who) => signedOut(who) ?? refusal(mayReadDocuments(accessOf(who, elsewhere), NOW)) ?? 404,
    request: ({ world, where }) => ({
      method: 'DELETE',
      url: `/api/v1/documents/${world.documentOf(where?.key ?? '')}/${world.dossier('otherGuest')}`,
    }),
  }),
];
