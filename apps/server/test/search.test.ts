import { readFileSync } from 'node:fs';
import { limits, SearchResponse } from '@dossier/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentIndexer } from '../src/modules/search/index.ts';
import { searchTermsOf } from '../src/modules/search/query-terms.ts';
import { stemHint } from '../src/modules/search/snippet.ts';
import { pdfWithPages } from './fixtures/search/dutch-documents.ts';
import { pdfFile } from './support/document-files.ts';
import { createDossierVia, relate, sendVia } from './support/dossier-factories.ts';
import { bearer, createTenant } from './support/factories.ts';
import { dossierWithSignedInGuest } from './support/guest-factories.ts';
import { type ListeningApp, startListeningApp } from './support/listening-app.ts';
import type { TestApp } from './support/test-app.ts';
import { TestClock } from './support/test-clock.ts';
import { uploadVia } from './support/uploads.ts';

const clock = new TestClock(new Date('2026-11-27T10:00:00Z'));
let live: ListeningApp;
let t: TestApp;
beforeAll(async () => {
  live = await startListeningApp({ clock });
  t = live.t;
});
afterAll(() => live.close());

interface Hit {
  kind: string;
  dossier_id: string;
  dossier_title: string;
  message_id?: number;
  document_id?: string;
  filename?: string;
  sender_name?: string | null;
  snippet: string;
}

const searchAs = (token: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/search',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: bearer(token),
  });

async function hits(token: string, q: string, more: Record<string, string | number> = {}): Promise<Hit[]> {
  const response = await searchAs(token, { q, ...more });
  expect(response.statusCode, response.body).toBe(200);
  // The route writes its answer without validating it (a hot read): every answer here is checked against the contract.
  SearchResponse.parse(response.json());
  return response.json().results;
}

const snippets = (found: Hit[]) => found.map((hit) => hit.snippet);

/** A real PDF holding these lines of text (pdfkit writes it; unpdf reads it back in the indexer). */
const pdfSaying = (lines: string[]) => pdfWithPages([lines.join('\n')]);

/** Reads every queued document's text now, as the instance's indexer does in the background. */
const indexDocuments = () => new DocumentIndexer(t.app.deps).drain();

/** A tenant with a dossier of its own, holding `messages` in order. */
async function dossierSaying(messages: string[], title = 'Nieuwbouw kantoor') {
  const a = await createTenant(t.app, t.db);
  const id = await createDossierVia(t.app, a.memberToken, { title });
  for (const message of messages) await sendVia(t.app, a.memberToken, id, message);
  return { a, id };
}

describe('GET /api/v1/search: Dutch words', () => {
  it('finds singular and plural by their stem, without accents, and the start of the last word', async () => {
    const { a } = await dossierSaying([
      'De bouwtekeningen voor hal B zijn binnen',
      'Alle categorieën zijn ingedeeld',
      'De werkzaamheden beginnen maandag',
      'Niets met tekeningen te maken, wel met stelwerk',
    ]);
    expect(snippets(await hits(a.memberToken, 'bouwtekening'))).toEqual([
      'De <mark>bouwtekeningen</mark> voor hal B zijn binnen',
    ]);
    expect(snippets(await hits(a.memberToken, 'categorieen'))).toEqual([
      'Alle <mark>categorieën</mark> zijn ingedeeld',
    ]);
    expect(snippets(await hits(a.memberToken, 'bouwteke'))).toEqual([
      'De <mark>bouwtekeningen</mark> voor hal B zijn binnen',
    ]);
    expect(snippets(await hits(a.memberToken, 'werkzaamh'))).toEqual([
      'De <mark>werkzaamheden</mark> beginnen maandag',
    ]);
    // Every word counts: both must be there.
    expect(snippets(await hits(a.memberToken, 'werkzaamheden maandag'))).toEqual([
      'De <mark>werkzaamheden</mark> beginnen <mark>maandag</mark>',
    ]);
    expect(await hits(a.memberToken, 'werkzaamheden dinsdag')).toEqual([]);
  });

  it('looks up every word that may stem like the query: each holds its stem but for the last two letters', async () => {
    // Generated: the database's stems of inflected Dutch words (plurals, diminutives, verbs, -heid, -ing, -lijk).
    const words =
      `werkzaamheden werkzaam katten kat huizen huis brieven brief gebouwd bouwen bouwt categorieën
      coördinatie ideeën knieën zeeën mogelijkheden vriendelijke aannemers opleveringen tekeningetje kozijnen dakpannen
      steigers leveranciers bouwkundige geleverd afspraken vergaderingen zaken straten wegen gaten bomen lopen liep
      gegaan gegeven bedden mooie zonnepanelen zonnepaneel bouwtekeningen bouwtekening liggers funderingen betalingen
      facturen factuur termijnen stelposten kelderwanden poorten daken dakgoten gevels vloeren isolatiewerkzaamheden
      verhuizingen rijden rijdt gereden bijeenkomsten overeenkomsten goedkeuringen afgekeurd opgeleverd`.split(
        /\s+/,
      );
    const { rows } = await sql<{ word: string; stems: string[] }>`
      select w as word, tsvector_to_array(to_tsvector('public.dossier_dutch', w)) as stems
      from unnest(${words}::text[]) as w`.execute(t.db);
    expect(rows).toHaveLength(words.length);
    for (const { word, stems } of rows) {
      const plain = searchTermsOf(word)?.last ?? '';
      for (const stem of stems) expect(plain, `${word}: ${stem}`).toContain(stemHint(stem));
    }
  });

  it('marks a word that matches by its stem alone, and one written in letters without a plain form', async () => {
    const { a } = await dossierSaying(['De bouwtekening is klaar', 'Levering op Ærø, niet in Aarhus']);
    expect(snippets(await hits(a.memberToken, 'bouwtekeningen'))).toEqual([
      'De <mark>bouwtekening</mark> is klaar',
    ]);
    expect(snippets(await hits(a.memberToken, 'aero'))).toEqual([
      'Levering op <mark>Ærø</mark>, niet in Aarhus',
    ]);
  });

  it('answers a message hit with its dossier, sender and id, which opens the chat around it', async () => {
    const { a, id } = await dossierSaying(['Offerte zonnepanelen volgt vrijdag'], 'Dak loods 3');
    const [hit] = await hits(a.memberToken, 'zonnepaneel');
    expect(hit).toMatchObject({
      kind: 'message',
      dossier_id: id,
      dossier_title: 'Dak loods 3',
      sender_name: `${a.member.first_name} ${a.member.last_name}`,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dossiers/${id}/messages?around=${hit?.message_id}`,
      headers: bearer(a.memberToken),
    });
    expect(page.json().messages.map((m: { message: string }) => m.message)).toContain(
      'Offerte zonnepanelen volgt vrijdag',
    );
  });

  it('finds a document by the words of its name, split on _ - and .', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const uploaded = await uploadVia(t.app, a.memberToken, id, [
      { name: 'Offerte_Bouwtekening-v2.pdf', bytes: pdfFile(), type: 'application/pdf' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const found = await hits(a.memberToken, 'bouwtekening', { kind: 'document' });
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'document',
        dossier_id: id,
        filename: 'Offerte_Bouwtekening-v2.pdf',
        snippet: 'Offerte <mark>Bouwtekening</mark> v2 pdf',
      }),
    ]);
  });

  it('finds a dossier by its title', async () => {
    const { a, id } = await dossierSaying([], 'Renovatie gemeentehuis Zwolle');
    expect(await hits(a.memberToken, 'gemeentehuis', { kind: 'dossier' })).toEqual([
      expect.objectContaining({
        kind: 'dossier',
        dossier_id: id,
        snippet: 'Renovatie <mark>gemeentehuis</mark> Zwolle',
      }),
    ]);
  });
});

describe('the text inside documents', () => {
  it('finds a PDF by the words inside it once the indexer has read it, and answers with the document', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken, { title: 'Hal C' });
    const pdf = await pdfSaying(['Bestek hal C', 'Artikel 7: de zonnepanelen worden op het dak geplaatst.']);
    const uploaded = await uploadVia(t.app, a.memberToken, id, [
      { name: 'bestek.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json().files[0].document.id;
    expect(await hits(a.memberToken, 'zonnepaneel')).toEqual([]);

    expect(await indexDocuments()).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom('documents')
      .select('text_state')
      .where('id', '=', documentId)
      .executeTakeFirst();
    expect(row?.text_state).toBe('indexed');
    const [hit] = await hits(a.memberToken, 'zonnepaneel');
    expect(hit).toMatchObject({
      kind: 'document',
      document_id: documentId,
      filename: 'bestek.pdf',
      dossier_id: id,
    });
    expect(hit?.snippet).toContain('<mark>zonnepanelen</mark>');
  });

  it("shows a long document's snippet from its best part: where the word is most often, else the first", async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken, { title: 'Hal D' });
    // About 4,500 characters a page: every page is a part of the text of its own (limits.documentText.chunkChars).
    const filler = 'het werk gaat door volgens de afspraken van vorige week '.repeat(80);
    const pdf = await pdfWithPages([
      `Bij de poort staat de kelderwand scheef. ${filler}`,
      `Het funderingsplan ligt bij de aannemer. ${filler}`,
      `Het nieuwe funderingsplan van hal D: funderingsplan getekend, funderingsplan goedgekeurd. ${filler}`,
      `Achter de hal is de kelderwand nat. ${filler}`,
    ]);
    const uploaded = await uploadVia(t.app, a.memberToken, id, [
      { name: 'bestek-hal-d.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await indexDocuments();
    const [best] = await hits(a.memberToken, 'funderingsplan');
    expect(best?.snippet).toContain('nieuwe <mark>funderingsplan</mark> van hal D');
    const [first] = await hits(a.memberToken, 'kelderwand');
    expect(first?.snippet).toContain('poort staat de <mark>kelderwand</mark> scheef');
  });

  it.each([
    ['offerte.doc', 'application/msword', 'sloopwerk'],
    ['offerte.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'sloopwerk'],
    ['offerte.pdf', 'application/pdf', 'sloopwerk'],
    ['begroting.xls', 'application/vnd.ms-excel', 'categorieen'],
    ['begroting.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'categorieen'],
  ])('finds a %s (LibreOffice wrote it) by a word inside it', async (fixture, type, word) => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const bytes = readFileSync(new URL(`./fixtures/search/${fixture}`, import.meta.url));
    // A name without the word: the hit comes from the text inside.
    const name = `bestand${fixture.slice(fixture.indexOf('.'))}`;
    const uploaded = await uploadVia(t.app, a.memberToken, id, [{ name, bytes, type }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await indexDocuments();
    const found = await hits(a.memberToken, word, { kind: 'document' });
    expect(found.map((hit) => hit.filename)).toEqual([name]);
    expect(found[0]?.snippet).toMatch(/<mark>[^<]+<\/mark>/);
  });

  it('still finds a file that cannot be read by its name, and marks it failed', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 7)]);
    const uploaded = await uploadVia(t.app, a.memberToken, id, [
      { name: 'kapotte-keuring.pdf', bytes: broken, type: 'application/pdf' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await indexDocuments();
    const documentId = uploaded.json().files[0].document.id;
    const row = await t.db
      .selectFrom('documents')
      .select('text_state')
      .where('id', '=', documentId)
      .executeTakeFirst();
    expect(row?.text_state).toBe('failed');
    expect((await hits(a.memberToken, 'keuring')).map((hit) => hit.document_id)).toEqual([documentId]);
  });

  it('lets a removed document leave the index with it: its name and its text', async () => {
    const a = await createTenant(t.app, t.db);
    const id = await createDossierVia(t.app, a.memberToken);
    const pdf = await pdfSaying(['Meetstaat fundering met heipalen']);
    const uploaded = await uploadVia(t.app, a.memberToken, id, [
      { name: 'meetstaat.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    const documentId = uploaded.json().files[0].document.id;
    await indexDocuments();
    expect(await hits(a.memberToken, 'heipalen')).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/documents/${documentId}/${id}`,
      headers: bearer(a.memberToken),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await hits(a.memberToken, 'heipalen')).toEqual([]);
    expect(await hits(a.memberToken, 'meetstaat')).toEqual([]);
    const chunks = await t.db
      .selectFrom('document_text_chunks')
      .select('chunk')
      .where('document_id', '=', documentId)
      .execute();
    expect(chunks).toEqual([]);
  });
});

describe('snippets and hostile queries', () => {
  it('escapes markup in snippets: only <mark> is markup', async () => {
    const { a } = await dossierSaying(['Zie <img src=x onerror=alert(1)> & "de" bijlage <b>nu</b> graag']);
    expect(snippets(await hits(a.memberToken, 'bijlage'))).toEqual([
      'Zie &lt;img src=x onerror=alert(1)&gt; &amp; &quot;de&quot; <mark>bijlage</mark> &lt;b&gt;nu&lt;/b&gt; graag',
    ]);
  });

  it('shows a short snippet around a match far into a long text, found with or without its accents', async () => {
    const filler = 'het werk gaat door volgens de afspraken van vorige week '.repeat(40);
    const { a } = await dossierSaying([
      `${filler}Morgen komen de bouwtekeningen voor hal B.`,
      `${filler}De categorieën van de begroting zijn bekend.`,
      // 'water' first inside another word: the snippet still marks the word itself.
      `Het regenwater ${filler}loopt weg; het water staat nu laag.`,
    ]);
    const [tekening] = snippets(await hits(a.memberToken, 'bouwtekening'));
    expect(tekening).toContain('komen de <mark>bouwtekeningen</mark> voor hal');
    expect(tekening?.length).toBeLessThan(400);
    const [categorie] = snippets(await hits(a.memberToken, 'categorieen'));
    expect(categorie).toContain('De <mark>categorieën</mark> van de begroting');
    expect(categorie?.length).toBeLessThan(400);
    const [water] = snippets(await hits(a.memberToken, 'water'));
    expect(water).toContain('het <mark>water</mark> staat');
    expect(water).not.toContain('<mark>regenwater</mark>');
  });

  it('looks up a word too long for the index without harm', async () => {
    const { a } = await dossierSaying([`De bouwtekening en bouwtekenin${'g'.repeat(3000)} liggen klaar`]);
    const [snippet] = snippets(await hits(a.memberToken, 'bouwtekeningen'));
    expect(snippet).toMatch(/^De <mark>bouwtekening<\/mark> en bouwtekening{3000} liggen klaar$/);
  });

  it('reads a long text whole when the place its longest word starts first does not match', async () => {
    const filler = 'het werk gaat door volgens de afspraken van vorige week '.repeat(10);
    const { a } = await dossierSaying([`De waterdichte laag ${filler}en nu is het water dicht`]);
    const [snippet] = snippets(await hits(a.memberToken, 'water dicht'));
    expect(snippet).toContain('nu is het <mark>water</mark> <mark>dicht</mark>');
    expect(snippet).not.toContain('waterdichte');
  });

  it('takes search syntax as plain text and never fails on it', async () => {
    const { a } = await dossierSaying(['Artikel 7 van het contract is gewijzigd']);
    for (const q of [
      'artikel & 7',
      '"artikel 7"',
      'artikel:* | !7',
      "artikel' 7",
      '(artikel) <-> 7',
      '\\artikel 7',
    ]) {
      expect(snippets(await hits(a.memberToken, q)), q).toEqual([
        '<mark>Artikel</mark> <mark>7</mark> van het contract is gewijzigd',
      ]);
    }
    for (const q of ['!!', '&&&', ':*', '--', '  ', '%_']) {
      const response = await searchAs(a.memberToken, { q });
      expect(response.statusCode, q).not.toBeGreaterThanOrEqual(500);
    }
    expect(await hits(a.memberToken, '!!!')).toEqual([]);
  });

  it('refuses q under 2 characters, over 200 or with a NUL with 422 at ["query","q"]', async () => {
    const { a } = await dossierSaying([]);
    for (const q of ['', 'a', 'x'.repeat(201), 'ab\u0000cd']) {
      const response = await searchAs(a.memberToken, { q });
      expect(response.statusCode, JSON.stringify(q)).toBe(422);
      expect(response.json().detail[0].loc).toEqual(['query', 'q']);
    }
    const badCursor = await searchAs(a.memberToken, { q: 'artikel', cursor: 'geen-cursor' });
    expect(badCursor.statusCode).toBe(422);
    expect(badCursor.json().detail[0].loc).toEqual(['query', 'cursor']);
  });
});

describe('order and pages', () => {
  it('puts better matches first, then newer, and pages on without gaps or repeats', async () => {
    const messages = Array.from({ length: 25 }, (_, n) => `Levering ${n + 1}: stalen liggers`);
    messages.push('Liggers, liggers en nog eens liggers');
    const { a } = await dossierSaying(messages);
    const first = (await searchAs(a.memberToken, { q: 'liggers', limit: 10 })).json();
    expect(first.results[0].snippet).toBe(
      '<mark>Liggers</mark>, <mark>liggers</mark> en nog eens <mark>liggers</mark>',
    );
    // Equal ranks: newest first.
    expect(first.results[1].snippet).toBe('Levering 25: stalen <mark>liggers</mark>');
    const seen = [...first.results];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = (await searchAs(a.memberToken, { q: 'liggers', limit: 10, cursor })).json();
      seen.push(...page.results);
      cursor = page.next_cursor;
    }
    expect(seen).toHaveLength(26);
    expect(new Set(seen.map((hit: Hit) => hit.message_id)).size).toBe(26);
    expect(seen.at(-1).snippet).toBe('Levering 1: stalen <mark>liggers</mark>');
  });
});

describe('only what the caller may read', () => {
  it("finds nothing of another company's dossier, and answers its dossier_id like an unknown one (404)", async () => {
    const { id } = await dossierSaying(['Geheime prijsafspraak zonnepanelen']);
    const outsider = await createTenant(t.app, t.db);
    expect(await hits(outsider.memberToken, 'prijsafspraak')).toEqual([]);
    const byId = await searchAs(outsider.memberToken, { q: 'prijsafspraak', dossier_id: id });
    const unknown = await searchAs(outsider.memberToken, {
      q: 'prijsafspraak',
      dossier_id: '00000000-0000-4000-8000-000000000000',
    });
    expect([byId.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(byId.json()).toEqual(unknown.json());
  });

  it('finds the dossiers of both companies for each, and limits to one with dossier_id', async () => {
    const a = await createTenant(t.app, t.db);
    const b = await createTenant(t.app, t.db);
    await relate(t.db, a.company.id, b.company.id);
    const shared = await createDossierVia(t.app, a.memberToken, {
      title: 'Gedeeld',
      company_id: b.company.id,
      user_id: b.member.id,
    });
    const own = await createDossierVia(t.app, a.memberToken, { title: 'Eigen' });
    await sendVia(t.app, b.memberToken, shared, 'Kraan staat klaar');
    await sendVia(t.app, a.memberToken, own, 'Kraan besteld');
    expect(
      (await hits(a.memberToken, 'kraan', { kind: 'message' })).map((hit) => hit.dossier_id).sort(),
    ).toEqual([shared, own].sort());
    expect((await hits(b.memberToken, 'kraan', { kind: 'message' })).map((hit) => hit.dossier_id)).toEqual([
      shared,
    ]);
    expect((await hits(a.memberToken, 'kraan', { dossier_id: own })).map((hit) => hit.dossier_id)).toEqual([
      own,
    ]);
  });

  // More than 20 dossiers: the search starts from the index's matches, not from the member's dossiers one by one
  // (modules/search/queries.ts); it must find the same kinds, and still nothing of another company.
  it('finds every kind for a member of many dossiers, and still nothing of another company', async () => {
    const a = await createTenant(t.app, t.db);
    const ids: string[] = [];
    for (let index = 0; index < 22; index += 1)
      ids.push(await createDossierVia(t.app, a.memberToken, { title: `Project ${index}` }));
    const target = await createDossierVia(t.app, a.memberToken, { title: 'Steigerbouw hal D' });
    await sendVia(t.app, a.memberToken, target, 'De steigerbouwer komt maandag');
    const pdf = await pdfSaying(['Keuringsrapport', 'De steigerbouw is goedgekeurd.']);
    const uploaded = await uploadVia(t.app, a.memberToken, ids[3] ?? '', [
      { name: 'rapport.pdf', bytes: pdf, type: 'application/pdf' },
      { name: 'Steigerbouw_tekening.pdf', bytes: await pdfSaying(['Tekening']), type: 'application/pdf' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await indexDocuments();
    const outsider = await dossierSaying(['Steigerbouw bij de buren'], 'Steigerbouw buren');

    const found = await hits(a.memberToken, 'steigerbouw');
    expect(found.map((hit) => [hit.kind, hit.filename ?? hit.dossier_title]).sort()).toEqual(
      [
        ['dossier', 'Steigerbouw hal D'],
        ['document', 'Steigerbouw_tekening.pdf'],
        ['document', 'rapport.pdf'],
        // 'steigerbouwer', by the start of the word
        ['message', 'Steigerbouw hal D'],
      ].sort(),
    );
    expect(found.some((hit) => hit.dossier_id === outsider.id)).toBe(false);
    expect((await hits(outsider.a.memberToken, 'steigerbouw')).map((hit) => hit.dossier_id)).toEqual([
      outsider.id,
      outsider.id,
    ]);
  });

  it('finds nothing of a dossier from the moment its member is removed', async () => {
    const { a, id } = await dossierSaying(['Sleutel ligt bij de portier']);
    expect(await hits(a.memberToken, 'portier')).toHaveLength(1);
    // A colleague joins, so the member may leave (a company keeps one member in its dossier).
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dossiers/${id}/users`,
      headers: bearer(a.memberToken),
      payload: { user_id: a.admin.id },
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    const left = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/dossiers/${id}/users/${a.member.id}`,
      headers: bearer(a.memberToken),
      payload: { status: 'removed' },
    });
    expect(left.statusCode, left.body).toBe(204);
    expect(await hits(a.memberToken, 'portier')).toEqual([]);
    expect((await searchAs(a.memberToken, { q: 'portier', dossier_id: id })).statusCode).toBe(404);
    expect(await hits(a.adminToken, 'portier')).toHaveLength(1);
  });

  it("lets a guest find its own dossier while the access lasts, never another's; after it, 403 with dossier_id", async () => {
    const guest = await dossierWithSignedInGuest(t, 'Transport week 49');
    await sendVia(t.app, guest.a.memberToken, guest.id, 'Vrachtbrief ligt klaar bij de poort');
    const elsewhere = await createDossierVia(t.app, guest.a.memberToken, { title: 'Intern' });
    await sendVia(t.app, guest.a.memberToken, elsewhere, 'Interne vrachtbrief');
    expect((await hits(guest.guestToken, 'vrachtbrief')).map((hit) => hit.dossier_id)).toEqual([guest.id]);

    // Just past the access end; the guest's session itself lasts.
    const pastTheEnd = limits.viewerAccessDays * 24 * 60 * 60_000 + 60_000;
    clock.advance(pastTheEnd);
    try {
      expect(await hits(guest.guestToken, 'vrachtbrief')).toEqual([]);
      expect((await searchAs(guest.guestToken, { q: 'vrachtbrief', dossier_id: guest.id })).statusCode).toBe(
        403,
      );
    } finally {
      clock.advance(-pastTheEnd);
    }
  });
});
