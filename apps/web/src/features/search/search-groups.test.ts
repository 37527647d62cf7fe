import type { SearchResult } from '@dossier/contract';
import { describe, expect, it } from 'vitest';
import { groupByDossier, resultKey, shownOrder } from './search-groups.ts';

const A = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const B = '0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';
const at = '2026-11-22T09:30:00.000Z';
const message = (dossier: string, id: number): SearchResult => ({
  kind: 'message',
  dossier_id: dossier,
  dossier_title: dossier === A ? 'Hal A' : 'Hal B',
  message_id: id,
  sender_name: 'Bram Jansen',
  created_at: at,
  snippet: `bericht ${id}`,
});
const document = (dossier: string, id: string): SearchResult => ({
  kind: 'document',
  dossier_id: dossier,
  dossier_title: dossier === A ? 'Hal A' : 'Hal B',
  document_id: id,
  filename: 'offerte.pdf',
  created_at: at,
  snippet: 'offerte.pdf',
});
const title = (dossier: string): SearchResult => ({
  kind: 'dossier',
  dossier_id: dossier,
  dossier_title: 'Hal B',
  created_at: at,
  snippet: 'Hal <mark>B</mark>',
});

describe('search hits grouped per dossier', () => {
  it("puts each dossier where its best hit stood, and keeps each group's order", () => {
    const results = [message(A, 1), title(B), message(A, 2), document(B, 'd1'), message(B, 3)];
    const groups = groupByDossier(results);
    expect(groups.map((group) => [group.title, group.results.map(resultKey)])).toEqual([
      ['Hal A', ['message:1', 'message:2']],
      ['Hal B', [`dossier:${B}`, 'document:d1', 'message:3']],
    ]);
    expect(shownOrder(groups).map(resultKey)).toEqual([
      'message:1',
      'message:2',
      `dossier:${B}`,
      'document:d1',
      'message:3',
    ]);
  });

  it('has no groups without hits', () => {
    expect(groupByDossier([])).toEqual([]);
  });
});
