// @vitest-environment happy-dom
import type { SearchResponse, SearchResult } from '@dossier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ids, user } from '../../../test-support/factories.ts';
import type { FakeAnswer } from '../../../test-support/fake-api.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { SidebarSearch } from './sidebar-search.tsx';

const fakes = setUpSignedInFakes();
const SEARCH = '/api/v1/search';
const DOCUMENT_ID = '00000000-0000-4000-8000-000000000901';

/** What the fake server answers for a query text; a test sets it. */
let answerFor: (query: URLSearchParams) => FakeAnswer;

beforeEach(() => {
  answerFor = () => ({ results: [], next_cursor: null });
  fakes.api
    .on('GET', '/api/v1/users/me', () => user())
    .on('GET', SEARCH, (request) => answerFor(request.query));
});

const at = '2026-11-20T09:30:00.000Z';
const hit = (overrides: Partial<SearchResult>): SearchResult => ({
  kind: 'message',
  dossier_id: ids.dossier,
  dossier_title: 'Levering hal B',
  created_at: at,
  snippet: '',
  ...overrides,
});

/** Best first: a message in hal B, a document in the workshop, a second message in hal B. */
const HITS: SearchResult[] = [
  hit({
    message_id: 1005,
    sender_name: 'Bram Jansen',
    snippet: 'We plaatsen de <mark>zonnepanelen</mark> op het dak &amp; de gevel',
  }),
  hit({
    kind: 'document',
    dossier_id: ids.otherDossier,
    dossier_title: 'Werkplaats Zuid',
    document_id: DOCUMENT_ID,
    filename: 'Offerte_Zonnepanelen-v2.pdf',
    snippet: 'Offerte_<mark>Zonnepanelen</mark>-v2.pdf',
  }),
  hit({
    message_id: 1042,
    sender_name: null,
    snippet: 'Document toegevoegd: <mark>zonnepanelen</mark>.xlsx',
  }),
];

/** Shows where the app went, as the address bar would. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adres">{`${pathname}${search}`}</output>;
}

/** The search with the text kept above it, as routes/app-area.tsx keeps it, and a text area elsewhere on the page. */
function SearchInSidebar() {
  const [text, setText] = useState('');
  return (
    <>
      <SidebarSearch text={text} onTextChange={setText}>
        <p>De dossierlijst</p>
      </SidebarSearch>
      <textarea aria-label="Bericht" />
      <Address />
    </>
  );
}

/** The results load on first use (their own chunk, after the 250 ms pause): waits allow for a busy machine. */
const SLOW = { timeout: 5000 };
const box = () => screen.getByRole('combobox', { name: 'Zoeken in dossiers' });
const address = () => screen.getByRole('status', { name: 'Adres' }).textContent;
const searches = () => fakes.api.requestsTo('GET', SEARCH);
const options = () => within(screen.getByRole('listbox', { name: 'Zoekresultaten' })).getAllByRole('option');
const selectedOption = () => options().find((option) => option.getAttribute('aria-selected') === 'true');

async function searchFor(text: string) {
  await userEvent.type(box(), text);
  return screen.findByRole('listbox', { name: 'Zoekresultaten' }, SLOW);
}

describe('the search above the dossier list (issue 22)', () => {
  it("is a box saying 'Zoeken in dossiers...' above the list, which Ctrl+K and Cmd+K focus from anywhere", async () => {
    renderSignedIn(<SearchInSidebar />);
    expect(box().getAttribute('placeholder')).toBe('Zoeken in dossiers...');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('De dossierlijst')).toBeTruthy();

    await userEvent.click(screen.getByRole('textbox', { name: 'Bericht' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(box());

    await userEvent.click(screen.getByRole('textbox', { name: 'Bericht' }));
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(document.activeElement).toBe(box());
    // The key itself types nothing.
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it("asks nothing below 2 characters, and once per pause in typing ('Typ minstens 2 tekens')", async () => {
    renderSignedIn(<SearchInSidebar />);
    await userEvent.type(box(), 'z');
    expect(await screen.findByText('Typ minstens 2 tekens om te zoeken.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('De dossierlijst')).toBeNull();

    await userEvent.type(box(), 'onnepaneel');
    // Typed in one go: no request until the pause of 250 ms, then one, for the whole text.
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1), SLOW);
    expect(searches()[0].query.get('q')).toBe('zonnepaneel');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toHaveLength(1);
  });

  it("shows 'Zoeken...' while it waits, then the hits grouped under their dossier's title, the words marked", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakes.api.on('GET', SEARCH, () => ({ results: HITS, next_cursor: null }));
    const slowFetch = fakes.api.fetch.getMockImplementation();
    fakes.api.fetch.mockImplementation(async (input, init) => {
      await answered;
      return slowFetch!(input, init);
    });
    renderSignedIn(<SearchInSidebar />);
    await userEvent.type(box(), 'zonnepaneel');
    expect(await screen.findByText('Zoeken...', {}, SLOW)).toBeTruthy();
    release();

    const list = await screen.findByRole('listbox', { name: 'Zoekresultaten' }, SLOW);
    expect(screen.getByText('3 resultaten')).toBeTruthy();
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group.firstElementChild?.textContent),
    ).toEqual(['Levering hal B', 'Werkplaats Zuid']);
    const [first, systemLine] = within(groups[0]).getAllByRole('option');
    expect(first.textContent).toContain('Bram Jansen');
    expect(first.textContent).toContain('20-11-2026');
    expect(first.textContent).toContain('We plaatsen de zonnepanelen op het dak & de gevel');
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['zonnepanelen']);
    expect(within(first).getByRole('img', { name: 'Bericht' })).toBeTruthy();
    expect(systemLine.textContent).toContain('Systeembericht');
    const [drawing] = within(groups[1]).getAllByRole('option');
    expect(drawing.textContent).toContain('Offerte_Zonnepanelen-v2.pdf');
    expect(within(drawing).getByRole('img', { name: 'Document' })).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
  });

  it('shows markup in a snippet as the text it is: no element is made of it', async () => {
    answerFor = () => ({
      results: [
        hit({
          message_id: 7,
          sender_name: 'Eve',
          snippet: '&lt;img src=x onerror=alert(1)&gt; <mark>prijs</mark>',
        }),
        // Not what the contract allows, and still only text: only <mark> is ever taken as markup.
        hit({
          message_id: 8,
          sender_name: 'Eve',
          snippet: '<img src=x onerror=alert(1)><b>vet</b> <mark>prijs</mark>',
        }),
      ],
      next_cursor: null,
    });
    renderSignedIn(<SearchInSidebar />);
    const list = await searchFor('prijs');
    const [escaped, raw] = within(list).getAllByRole('option');
    expect(escaped.textContent).toContain('<img src=x onerror=alert(1)> prijs');
    expect(raw.textContent).toContain('<img src=x onerror=alert(1)><b>vet</b> prijs');
    expect(document.querySelector('img, b')).toBeNull();
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['prijs', 'prijs']);
  });

  it('moves through the hits with ArrowDown and ArrowUp in the order shown, and Enter opens the chosen one', async () => {
    answerFor = () => ({ results: HITS, next_cursor: null });
    renderSignedIn(<SearchInSidebar />);
    await searchFor('zonnepaneel');
    // Shown order: hal B's two messages, then the workshop's document.
    const [first, second, third] = options();
    expect(selectedOption()).toBe(first);
    expect(box().getAttribute('aria-activedescendant')).toBe(first.id);

    await userEvent.keyboard('{ArrowDown}');
    expect(selectedOption()).toBe(second);
    expect(box().getAttribute('aria-activedescendant')).toBe(second.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedOption()).toBe(third);
    await userEvent.keyboard('{ArrowUp}');
    expect(selectedOption()).toBe(second);
    expect(document.activeElement).toBe(box());

    await userEvent.keyboard('{Enter}');
    expect(address()).toBe(`/app/dossier/${ids.dossier}?bericht=1042`);
  });

  it('opens a document hit at its document, and a dossier hit at the dossier, with a click', async () => {
    answerFor = () => ({
      results: [
        HITS[1],
        hit({ kind: 'dossier', dossier_title: 'Levering hal B', snippet: 'Levering <mark>hal</mark> B' }),
      ],
      next_cursor: null,
    });
    renderSignedIn(<SearchInSidebar />);
    await searchFor('hal');
    await userEvent.click(options()[0]);
    expect(address()).toBe(`/app/dossier/${ids.otherDossier}?document=${DOCUMENT_ID}`);
    await userEvent.click(options()[1]);
    expect(address()).toBe(`/app/dossier/${ids.dossier}`);
  });

  it('Enter opens the best hit when the arrows chose none', async () => {
    answerFor = () => ({ results: HITS, next_cursor: null });
    renderSignedIn(<SearchInSidebar />);
    await searchFor('zonnepaneel');
    await userEvent.keyboard('{Enter}');
    expect(address()).toBe(`/app/dossier/${ids.dossier}?bericht=1005`);
  });

  it('says \'Geen resultaten voor "…"\' when nothing matches', async () => {
    renderSignedIn(<SearchInSidebar />);
    await userEvent.type(box(), 'xylofoon');
    expect(await screen.findByText('Geen resultaten voor "xylofoon"', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it("says that searching failed, and 'Opnieuw proberen' asks again", async () => {
    answerFor = () => ({ status: 500, body: { detail: 'Kapot' } });
    renderSignedIn(<SearchInSidebar />);
    await userEvent.type(box(), 'offerte');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Zoeken is mislukt.');

    answerFor = () => ({ results: [HITS[1]], next_cursor: null });
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByRole('listbox', { name: 'Zoekresultaten' }, SLOW);
    expect(options().map((option) => option.textContent)).toEqual([
      expect.stringContaining('Offerte_Zonnepanelen'),
    ]);
    expect(searches()).toHaveLength(2);
  });

  it("loads the next page with the cursor on 'Meer resultaten'", async () => {
    answerFor = (query): SearchResponse =>
      query.get('cursor') === 'pagina-2'
        ? { results: [HITS[2]], next_cursor: null }
        : { results: [HITS[0], HITS[1]], next_cursor: 'pagina-2' };
    renderSignedIn(<SearchInSidebar />);
    await searchFor('zonnepaneel');
    expect(options()).toHaveLength(2);
    expect(screen.getByText('2 resultaten, er zijn er meer')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Meer resultaten' }));
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(searches().map((request) => request.query.get('cursor'))).toEqual([null, 'pagina-2']);
    // The new hit joins its dossier's group.
    const [halB] = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(within(halB).getAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Meer resultaten' })).toBeNull();
  });

  it('clears with Escape (or the clear button) and shows the dossier list again', async () => {
    answerFor = () => ({ results: HITS, next_cursor: null });
    renderSignedIn(<SearchInSidebar />);
    await searchFor('zonnepaneel');
    await userEvent.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('De dossierlijst')).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('false');

    await searchFor('zonnepaneel');
    await userEvent.click(screen.getByRole('button', { name: 'Zoekopdracht wissen' }));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(screen.getByText('De dossierlijst')).toBeTruthy();
    expect(document.activeElement).toBe(box());
  });
});
