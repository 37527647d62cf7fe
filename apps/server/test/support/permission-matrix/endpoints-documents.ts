import { pdfFile } from '../document-files.ts';
import { formBody } from '../uploads.ts';
import { allowed, dossierOf, dossierRoute, type Endpoint } from './endpoint.ts';
import { freshDocument } from './fresh.ts';
import { counterpartyOf, elsewhere, type Situation } from './model.ts';

/** The other side's document: B's in the shared dossier, X's (its guest's) in the guest dossier. */
const ofCounterparty = (where: Situation) => ({ uploader: where.kind === 'shared' ? 'B' : 'X' }) as const;

export const documentEndpoints: Endpoint[] = [
  dossierRoute({
    method: 'POST',
    route: '/api/v1/documents',
    action: 'add a document',
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
    route: '/api/v1/search',
    variant: 'dossier_id of the dossier',
    action: 'search in the dossier',
    request: (context) => ({
      method: 'GET',
      url: `/api/v1/search?q=levering&dossier_id=${dossierOf(context)}`,
    }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/dossiers/:id/documents',
    action: 'read the documents',
    request: (context) => ({ method: 'GET', url: `/api/v1/dossiers/${dossierOf(context)}/documents` }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/documents/:id/download',
    variant: "A's document",
    action: 'read the documents',
    request: ({ world, where }) => ({
      method: 'GET',
      url: `/api/v1/documents/${world.documentOf(where?.key ?? '')}/download`,
    }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/documents/:id/download',
    variant: "A's document, version 1",
    action: 'read the documents',
    request: ({ world, where }) => ({
      method: 'GET',
      url: `/api/v1/documents/${world.documentOf(where?.key ?? '')}/download?version=1`,
    }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/documents/:id/versions',
    variant: "A's document",
    action: 'read the documents',
    request: ({ world, where }) => ({
      method: 'GET',
      url: `/api/v1/documents/${world.documentOf(where?.key ?? '')}/versions`,
    }),
  }),
  dossierRoute({
    method: 'GET',
    route: '/api/v1/documents/:id/versions',
    variant: "the counterparty's document",
    only: (where) => counterpartyOf(where) !== null,
    action: 'read the documents',
    request: ({ world, where }) => {
      if (!where) throw new Error('a dossier case');
      return { method: 'GET', url: `/api/v1/documents/${world.counterpartyDocumentOf(where.key)}/versions` };
    },
  }),
  dossierRoute({
    method: 'DELETE',
    route: '/api/v1/documents/:docId/:dossierId',
    variant: "A's document",
    action: 'delete a document',
    subject: { uploader: 'A' },
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
    action: 'delete a document',
    subject: ofCounterparty,
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
    action: 'delete a document under another dossier',
    about: elsewhere,
    request: ({ world, where }) => ({
      method: 'DELETE',
      url: `/api/v1/documents/${world.documentOf(where?.key ?? '')}/${world.dossier('otherGuest')}`,
    }),
  }),
];
