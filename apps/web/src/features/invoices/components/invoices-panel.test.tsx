// @vitest-environment happy-dom
import type { DossierResponse, InvoiceResponse } from '@dossier/contract';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../lib/toast-host.tsx';
import { counterparty, dossierOf, ids, invoiceOf, uuidFor } from '../../../test-support/factories.ts';
import { FakeXMLHttpRequest, stubUploads } from '../../../test-support/fake-upload.ts';
import { FakeWebSocket } from '../../../test-support/fake-web-socket.ts';
import { renderSignedIn, setUpSignedInFakes } from '../../../test-support/render-signed-in.tsx';
import { InvoicesPanel } from './invoices-panel.tsx';

// Issue 21 item 9: 'Facturen' in the dossier. Every expected amount and text below is written by hand (rule 7).

// A form test makes two requests and loads the toasts before its last check: room for a busy machine.
configure({ asyncUtilTimeout: 3000 });

const fakes = setUpSignedInFakes();
const LIST = '/api/v1/dossiers/:id/invoices';
const CREATE = '/api/v1/dossiers/:id/invoices';
const SEND = '/api/v1/invoices/:id/send';
const STATUS = '/api/v1/invoices/:id/status';
const LONG_TERM =
  'Let op: een grote afnemer mag een mkb-leverancier niet langer dan 30 dagen laten wachten (art. 6:119a BW).';

/** A colleague of the seller ('Bouwbedrijf De Vries'), and one of the buyer ('Staalhandel Bakker'). */
const seller = { company_id: ids.company, role: 'user' };
const buyer = { company_id: counterparty.companyId, role: 'user' };

/** The invoices the fake server holds; a test changes it as the server would. */
let stored: InvoiceResponse[];

beforeEach(() => {
  stored = [];
  fakes.api.on('GET', LIST, () => stored);
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  const { notifications } = await import('@mantine/notifications');
  act(() => notifications.clean());
});

function showPanel({
  dossier = dossierOf(),
  viewer = seller,
  paymentTermDays,
}: {
  dossier?: DossierResponse;
  viewer?: { company_id: string; role: string };
  paymentTermDays?: number;
} = {}) {
  return renderSignedIn(
    <>
      <ToastHost />
      <InvoicesPanel dossier={dossier} viewer={viewer} paymentTermDays={paymentTermDays} />
    </>,
  );
}

/** An invoice with the money figures written out: net, VAT at 21 % and the total. */
const figures = (net: string, tax: string, total: string) => ({
  vat_breakdown: [{ category: 'S' as const, rate: '21', taxable: net, tax }],
  totals: { line_extension: net, tax_exclusive: net, tax, tax_inclusive: total, payable: total },
});

/** Invoice `n` of 5 x € 100,00 at 21 %: 500,00 + 105,00 = 605,00. */
const smallInvoice = (n: number, overrides: Partial<InvoiceResponse> = {}) =>
  invoiceOf(n, {
    lines: [{ ...invoiceOf(n).lines[0], quantity: '5', line_extension: '500.00' }],
    ...figures('500.00', '105.00', '605.00'),
    ...overrides,
  });

/** A credit note of 2 x € 100,00 at 21 % (200,00 + 42,00 = 242,00) against `credited`. */
const creditNoteOf = (n: number, credited: InvoiceResponse, overrides: Partial<InvoiceResponse> = {}) =>
  invoiceOf(n, {
    kind: 'credit_note',
    credited_invoice_id: credited.id,
    due_date: null,
    lines: [{ ...invoiceOf(n).lines[0], quantity: '2', line_extension: '200.00' }],
    ...figures('200.00', '42.00', '242.00'),
    ...overrides,
  });

const draftOf = (n: number, overrides: Partial<InvoiceResponse> = {}) =>
  invoiceOf(n, { status: 'draft', number: null, issue_date: null, ...overrides });

const rowOf = (label: string) => screen.getByRole('button', { name: `${label} openen` });
/** The amount printed beside a label in a totals block ('Subtotaal' -> '€ 52,00'). */
const besides = (container: HTMLElement, label: string) =>
  within(container).getByText(label).nextElementSibling?.textContent;

describe("the 'Facturen' list", () => {
  it("says 'Facturen laden...' while the list loads", async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/invoices')
        ? new Promise<Response>(() => undefined)
        : fakes.api.fetch(input, init),
    );
    showPanel();
    expect(await screen.findByText('Facturen laden...')).toBeTruthy();
    expect(screen.queryByText('Nog geen facturen in dit dossier.')).toBeNull();
  });

  it("says so when the dossier has no invoices yet, and offers the company's colleagues 'Nieuwe factuur' and 'Importeren'", async () => {
    showPanel();
    expect(await screen.findByText('Nog geen facturen in dit dossier.')).toBeTruthy();
    expect(screen.queryByText(/Openstaand/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Nieuwe factuur' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importeren' })).toBeTruthy();
    expect(fakes.api.requestsTo('GET', LIST).map((request) => request.path)).toEqual([
      `/api/v1/dossiers/${ids.dossier}/invoices`,
    ]);
  });

  it('shows a row per invoice: number, Dutch status, amount in euro, the other party and the due date', async () => {
    const first = invoiceOf(1);
    stored = [
      invoiceOf(3, { status: 'under_query' }),
      invoiceOf(6, { status: 'in_process' }),
      invoiceOf(7, { status: 'rejected' }),
      invoiceOf(8, { status: 'paid' }),
      invoiceOf(9, { status: 'credited' }),
      // An invoice the counterparty sent to us.
      invoiceOf(2, {
        status: 'accepted',
        seller: { company_id: counterparty.companyId, name: counterparty.name, billing: null },
        buyer: { company_id: ids.company, name: 'Bouwbedrijf De Vries', billing: null },
      }),
      first,
      draftOf(4),
      creditNoteOf(5, first, { status: 'sent' }),
    ];
    showPanel();

    const sent = await screen.findByRole('button', { name: 'BV2026-0001 openen' });
    expect(within(sent).getByText('Verstuurd')).toBeTruthy();
    expect(within(sent).getByText('€ 1.210,00')).toBeTruthy();
    expect(within(sent).getByText('Aan Staalhandel Bakker')).toBeTruthy();
    expect(within(sent).getByText('Vervalt 22-12-2026')).toBeTruthy();

    expect(within(rowOf('BV2026-0003')).getByText('Vraag gesteld')).toBeTruthy();
    expect(within(rowOf('BV2026-0006')).getByText('In behandeling')).toBeTruthy();
    expect(within(rowOf('BV2026-0007')).getByText('Afgewezen')).toBeTruthy();
    expect(within(rowOf('BV2026-0008')).getByText('Betaald')).toBeTruthy();
    expect(within(rowOf('BV2026-0009')).getByText('Gecrediteerd')).toBeTruthy();
    const incoming = rowOf('BV2026-0002');
    expect(within(incoming).getByText('Geaccepteerd')).toBeTruthy();
    expect(within(incoming).getByText('Van Staalhandel Bakker')).toBeTruthy();
    expect(within(rowOf('Concept')).getByText('Concept', { selector: '.mantine-Badge-label' })).toBeTruthy();

    const credit = rowOf('Creditnota BV2026-0005');
    expect(within(credit).getByText('€ 242,00')).toBeTruthy();
    // A credit note has no due date.
    expect(within(credit).queryByText(/Vervalt/)).toBeNull();

    // Newest first, as the server answers.
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('button')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual([
      'BV2026-0003 openen',
      'BV2026-0006 openen',
      'BV2026-0007 openen',
      'BV2026-0008 openen',
      'BV2026-0009 openen',
      'BV2026-0002 openen',
      'BV2026-0001 openen',
      'Concept openen',
      'Creditnota BV2026-0005 openen',
    ]);
  });

  it('sums what is outstanding: open invoices less the credit notes sent against them', async () => {
    const sent = invoiceOf(1);
    const inProcess = smallInvoice(2, { status: 'in_process' });
    stored = [
      sent,
      inProcess,
      invoiceOf(3, { status: 'paid' }),
      invoiceOf(4, { status: 'rejected' }),
      draftOf(5),
      creditNoteOf(6, sent, { status: 'sent' }),
      // A credit note still being drafted takes nothing off yet.
      creditNoteOf(7, inProcess, { status: 'draft', number: null }),
    ];
    showPanel();
    // 1.210,00 + 605,00 - 242,00 = 1.573,00
    expect(await screen.findByText('Openstaand: € 1.573,00')).toBeTruthy();
  });

  it("says 'Niets openstaand' when everything is paid", async () => {
    stored = [invoiceOf(1, { status: 'paid' }), smallInvoice(2, { status: 'paid' })];
    showPanel();
    expect(await screen.findByText('Niets openstaand')).toBeTruthy();
    expect(screen.queryByText(/Openstaand:/)).toBeNull();
  });

  it("offers neither 'Nieuwe factuur' nor 'Importeren' to a guest (role viewer)", async () => {
    stored = [invoiceOf(1)];
    showPanel({ viewer: { company_id: counterparty.companyId, role: 'viewer' } });
    await screen.findByRole('button', { name: 'BV2026-0001 openen' });
    expect(screen.queryByRole('button', { name: 'Nieuwe factuur' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importeren' })).toBeNull();
  });

  it('offers neither in a closed dossier, whose invoices stay readable but take no step', async () => {
    stored = [invoiceOf(1)];
    showPanel({ dossier: dossierOf({ status: 'closed' }), viewer: buyer });
    await userEvent.click(await screen.findByRole('button', { name: 'BV2026-0001 openen' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Nieuwe factuur' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importeren' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'PDF' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Accepteren' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Vraag stellen' })).toBeNull();
  });

  it("says so when the list cannot be loaded, and 'Opnieuw proberen' loads it again", async () => {
    let fail = true;
    fakes.api.on('GET', LIST, () => (fail ? { status: 500, body: { detail: 'kapot' } } : [invoiceOf(1)]));
    showPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Kon de facturen niet laden.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'BV2026-0001 openen' })).toBeTruthy();
    expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2);
  });
});

/** Opens 'Nieuwe factuur' and returns its dialog. */
async function openNewForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe factuur' }));
  return screen.findByRole('dialog', { name: 'Nieuwe factuur' });
}

const lineGroup = (form: HTMLElement, position: number) =>
  within(form).getByRole('group', { name: `Regel ${position}` });
const fieldIn = (group: HTMLElement, name: string) =>
  within(group).getByRole('textbox', { name }) as HTMLInputElement;
const vatOf = (group: HTMLElement) =>
  within(group).getByRole('combobox', { name: 'Btw' }) as HTMLSelectElement;
const selectedVat = (group: HTMLElement) => vatOf(group).selectedOptions[0]?.textContent;
const totalsOf = (form: HTMLElement) => within(form).getByRole('group', { name: 'Totaal' });

async function fillLine(
  user: ReturnType<typeof userEvent.setup>,
  group: HTMLElement,
  { description, quantity, price }: { description?: string; quantity?: string; price?: string },
) {
  // Pasted rather than typed key by key: the same input events, without a re-render per keystroke.
  const enter = async (name: string, text: string) => {
    const field = fieldIn(group, name);
    if (field.value) await user.clear(field);
    else await user.click(field);
    await user.paste(text);
  };
  if (description !== undefined) await enter('Omschrijving', description);
  if (quantity !== undefined) await enter('Aantal', quantity);
  if (price !== undefined) await enter('Prijs per eenheid', price);
}

/** Today is 22 November 2026 (a local date): only Date is faked, so typing and the fake API keep their timers. */
const onNovember22 = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 0));
};

describe("'Nieuwe factuur'", () => {
  it('opens with one line at 21 %, addressed to the other company of the dossier; a 30-day payment term does not warn', async () => {
    showPanel({ paymentTermDays: 30 });
    const form = await openNewForm();
    expect(within(form).getByText('Staalhandel Bakker')).toBeTruthy();
    expect(within(form).getAllByRole('group', { name: /^Regel \d$/ })).toHaveLength(1);
    const first = lineGroup(form, 1);
    expect(selectedVat(first)).toBe('21 %');
    expect(fieldIn(first, 'Aantal').value).toBe('1');
    expect(within(form).getByLabelText('Bedrag Regel 1').textContent).toBe('–');
    expect(besides(totalsOf(form), 'Subtotaal')).toBe('€ 0,00');
    expect(besides(totalsOf(form), 'Totaal')).toBe('€ 0,00');
    expect(within(form).queryByText(LONG_TERM)).toBeNull();
  });

  it("shows line amounts and totals live: 3 x 12,50 at 21 % and 2 x 7,25 at 9 % make € 61,19; 'Regel toevoegen' adds a line at 21 %", async () => {
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Stelwerk', quantity: '3', price: '12,50' });
    expect(within(form).getByLabelText('Bedrag Regel 1').textContent).toBe('€ 37,50');
    expect(besides(totalsOf(form), 'Btw 21 %')).toBe('€ 7,88');

    await user.click(within(form).getByRole('button', { name: 'Regel toevoegen' }));
    const second = lineGroup(form, 2);
    expect(selectedVat(second)).toBe('21 %');
    await fillLine(user, second, { description: 'Ankers', quantity: '2', price: '7,25' });
    await user.selectOptions(vatOf(second), '9 %');

    expect(within(form).getByLabelText('Bedrag Regel 2').textContent).toBe('€ 14,50');
    const totals = totalsOf(form);
    // 37,50 + 14,50 = 52,00; 37,50 x 21 % = 7,875 -> 7,88; 14,50 x 9 % = 1,305 -> 1,31; 52,00 + 7,88 + 1,31 = 61,19.
    expect(besides(totals, 'Subtotaal')).toBe('€ 52,00');
    expect(besides(totals, 'Btw 21 %')).toBe('€ 7,88');
    expect(besides(totals, 'Btw 9 %')).toBe('€ 1,31');
    expect(besides(totals, 'Totaal')).toBe('€ 61,19');

    // Removing the second line takes its amount out of the totals again.
    await user.click(within(form).getByRole('button', { name: 'Regel 2 verwijderen' }));
    expect(besides(totalsOf(form), 'Totaal')).toBe('€ 45,38');
    expect(within(totalsOf(form)).queryByText('Btw 9 %')).toBeNull();
  });

  it('reads Dutch thousands: 1 x 1.210,00 at 21 % is € 1.464,10', async () => {
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Staal', price: '1.210,00' });
    // 1.210,00 x 21 % = 254,10; 1.210,00 + 254,10 = 1.464,10.
    expect(within(form).getByLabelText('Bedrag Regel 1').textContent).toBe('€ 1.210,00');
    expect(besides(totalsOf(form), 'Btw 21 %')).toBe('€ 254,10');
    expect(besides(totalsOf(form), 'Totaal')).toBe('€ 1.464,10');
  });

  it("sends: POST .../invoices with decimals as text with a dot, then POST .../send, and says 'Factuur ... verstuurd'", async () => {
    const draft = draftOf(1);
    fakes.api.on('POST', CREATE, () => ({ status: 201, body: draft })).on('POST', SEND, () => invoiceOf(1));
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Stelwerk', quantity: '3', price: '12,50' });
    await user.click(within(form).getByRole('button', { name: 'Regel toevoegen' }));
    await fillLine(user, lineGroup(form, 2), { description: 'Ankers', quantity: '2', price: '7,25' });
    await user.selectOptions(vatOf(lineGroup(form, 2)), '9 %');
    await user.type(within(form).getByRole('textbox', { name: 'Uw referentie' }), 'PO-4711');
    await user.click(within(form).getByRole('button', { name: 'Versturen' }));

    expect(await screen.findByText('Factuur BV2026-0001 verstuurd')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CREATE).map((request) => [request.path, request.body])).toEqual([
      [
        `/api/v1/dossiers/${ids.dossier}/invoices`,
        {
          kind: 'invoice',
          reverse_charge: false,
          buyer_reference: 'PO-4711',
          lines: [
            {
              description: 'Stelwerk',
              quantity: '3',
              unit_price: '12.50',
              vat_category: 'S',
              vat_rate: '21',
            },
            { description: 'Ankers', quantity: '2', unit_price: '7.25', vat_category: 'S', vat_rate: '9' },
          ],
        },
      ],
    ]);
    expect(fakes.api.requestsTo('POST', SEND).map((request) => request.path)).toEqual([
      `/api/v1/invoices/${draft.id}/send`,
    ]);
    // The form closes and the sent invoice is in the list at once.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nieuwe factuur' })).toBeNull());
    expect(within(rowOf('BV2026-0001')).getByText('Verstuurd')).toBeTruthy();
  });

  it("saves a draft without sending it: 'Opslaan als concept'", async () => {
    fakes.api.on('POST', CREATE, () => ({ status: 201, body: draftOf(1) }));
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Stelwerk', price: '100' });
    await user.click(within(form).getByRole('button', { name: 'Opslaan als concept' }));
    expect(await screen.findByText('Concept opgeslagen')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CREATE)).toHaveLength(1);
    expect(fakes.api.requestsTo('POST', SEND)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Concept openen' })).toBeTruthy();
  });

  it("'Btw verlegd' makes every line 'Verlegd' (also a new one) and sends reverse_charge with AE at 0 %", async () => {
    fakes.api
      .on('POST', CREATE, () => ({ status: 201, body: draftOf(1) }))
      .on('POST', SEND, () => invoiceOf(1));
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Montage', quantity: '2', price: '50' });
    await user.click(within(form).getByRole('button', { name: 'Regel toevoegen' }));
    await user.selectOptions(vatOf(lineGroup(form, 2)), '9 %');
    await user.click(within(form).getByRole('switch', { name: /^Btw verlegd/ }));

    expect(selectedVat(lineGroup(form, 1))).toBe('Verlegd');
    expect(selectedVat(lineGroup(form, 2))).toBe('Verlegd');
    expect(vatOf(lineGroup(form, 1)).disabled).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Regel toevoegen' }));
    expect(selectedVat(lineGroup(form, 3))).toBe('Verlegd');
    await user.click(within(form).getByRole('button', { name: 'Regel 3 verwijderen' }));
    await fillLine(user, lineGroup(form, 2), { description: 'Materiaal', price: '20' });

    // No VAT on the invoice: 2 x 50,00 + 1 x 20,00 = 120,00.
    const totals = totalsOf(form);
    expect(besides(totals, 'Btw Verlegd')).toBe('€ 0,00');
    expect(besides(totals, 'Totaal')).toBe('€ 120,00');

    await user.click(within(form).getByRole('button', { name: 'Versturen' }));
    await screen.findByText('Factuur BV2026-0001 verstuurd');
    expect(fakes.api.requestsTo('POST', CREATE)[0].body).toEqual({
      kind: 'invoice',
      reverse_charge: true,
      lines: [
        { description: 'Montage', quantity: '2', unit_price: '50', vat_category: 'AE', vat_rate: '0' },
        { description: 'Materiaal', quantity: '1', unit_price: '20', vat_category: 'AE', vat_rate: '0' },
      ],
    });
  });

  it("turning 'Btw verlegd' off again puts the lines back at 21 %", async () => {
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    const reverse = within(form).getByRole('switch', { name: /^Btw verlegd/ });
    await user.click(reverse);
    expect(selectedVat(lineGroup(form, 1))).toBe('Verlegd');
    await user.click(reverse);
    expect(selectedVat(lineGroup(form, 1))).toBe('21 %');
    expect(vatOf(lineGroup(form, 1)).disabled).toBe(false);
  });

  it('warns (art. 6:119a BW) for a due date more than 30 days ahead, not for one 30 days ahead', async () => {
    onNovember22();
    showPanel();
    const form = await openNewForm();
    const due = within(form).getByLabelText('Vervaldatum') as HTMLInputElement;
    // 22 November + 30 days = 22 December.
    fireEvent.input(due, { target: { value: '2026-12-22' } });
    await waitFor(() => expect(due.value).toBe('2026-12-22'));
    expect(within(form).queryByText(LONG_TERM)).toBeNull();
    // 22 November + 31 days = 23 December.
    fireEvent.input(due, { target: { value: '2026-12-23' } });
    expect(await within(form).findByText(LONG_TERM)).toBeTruthy();
    // 22 November + 45 days = 6 January.
    fireEvent.input(due, { target: { value: '2027-01-06' } });
    expect(await within(form).findByText(LONG_TERM)).toBeTruthy();
  });

  it("warns without a due date when the billing profile's payment term is 45 days, until a due date 14 days ahead is given", async () => {
    onNovember22();
    showPanel({ paymentTermDays: 45 });
    const form = await openNewForm();
    expect(within(form).getByText(LONG_TERM)).toBeTruthy();
    // 22 November + 14 days = 6 December.
    fireEvent.input(within(form).getByLabelText('Vervaldatum'), { target: { value: '2026-12-06' } });
    await waitFor(() => expect(within(form).queryByText(LONG_TERM)).toBeNull());
  });

  it('sends the due date when one is given', async () => {
    fakes.api
      .on('POST', CREATE, () => ({ status: 201, body: draftOf(1) }))
      .on('POST', SEND, () => invoiceOf(1));
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Stelwerk', price: '100' });
    fireEvent.input(within(form).getByLabelText('Vervaldatum'), { target: { value: '2026-12-20' } });
    await user.click(within(form).getByRole('button', { name: 'Versturen' }));
    await screen.findByText('Factuur BV2026-0001 verstuurd');
    expect(fakes.api.requestsTo('POST', CREATE)[0].body).toMatchObject({ due_date: '2026-12-20' });
  });

  it("refuses a line without a description before sending anything: 'Omschrijving is required'", async () => {
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: '   ', price: '100' });
    await user.click(within(form).getByRole('button', { name: 'Versturen' }));
    expect(await within(form).findByText('Omschrijving is required')).toBeTruthy();
    expect(fieldIn(lineGroup(form, 1), 'Omschrijving').getAttribute('aria-invalid')).toBe('true');
    expect(fakes.api.requestsTo('POST', CREATE)).toHaveLength(0);
    expect(fakes.api.requestsTo('POST', SEND)).toHaveLength(0);
  });

  it("refuses a line without a price before saving anything: 'Prijs per eenheid is required'", async () => {
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Stelwerk' });
    await user.click(within(form).getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() =>
      expect(fieldIn(lineGroup(form, 1), 'Prijs per eenheid').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(form).getByText('Prijs per eenheid is required')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CREATE)).toHaveLength(0);
  });

  it("puts the server's 422 at ['body','lines',0,'quantity'] under that line's 'Aantal', and says sending failed", async () => {
    fakes.api.on('POST', CREATE, () => ({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'lines', 0, 'quantity'],
            msg: 'Aantal past niet bij de bestelling',
            type: 'value_error',
          },
          {
            loc: ['body', 'lines', 1, 'vat_rate'],
            msg: 'Dit tarief geldt niet voor staal',
            type: 'value_error',
          },
        ],
      },
    }));
    showPanel();
    const form = await openNewForm();
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { description: 'Stelwerk', price: '10' });
    await user.click(within(form).getByRole('button', { name: 'Regel toevoegen' }));
    await fillLine(user, lineGroup(form, 2), { description: 'Staal', quantity: '4', price: '25' });
    await user.click(within(form).getByRole('button', { name: 'Versturen' }));

    const first = lineGroup(form, 1);
    expect(await within(first).findByText('Aantal past niet bij de bestelling')).toBeTruthy();
    expect(fieldIn(first, 'Aantal').getAttribute('aria-invalid')).toBe('true');
    expect(fieldIn(lineGroup(form, 2), 'Aantal').getAttribute('aria-invalid')).not.toBe('true');
    // The rate's error lands on the line's one VAT select.
    expect(within(lineGroup(form, 2)).getByText('Dit tarief geldt niet voor staal')).toBeTruthy();
    expect(await screen.findByText('Versturen mislukt')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', SEND)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Nieuwe factuur' })).toBeTruthy();
  });
});

async function openInvoice(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: `${label} openen` }));
  return screen.findByRole('dialog');
}

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => name);

describe('an invoice opened from the list', () => {
  it('shows its parties, dates, lines, VAT and totals', async () => {
    stored = [invoiceOf(1, { buyer_reference: 'PO-4711', note: 'Graag binnen 30 dagen' })];
    showPanel();
    const dialog = await openInvoice('BV2026-0001');
    expect(within(dialog).getByText('BV2026-0001')).toBeTruthy();
    expect(within(dialog).getByText('Verstuurd')).toBeTruthy();
    expect(within(dialog).getByText('Bouwbedrijf De Vries')).toBeTruthy();
    expect(within(dialog).getByText('Staalhandel Bakker')).toBeTruthy();
    expect(within(dialog).getByText('22-11-2026')).toBeTruthy();
    expect(within(dialog).getByText('22-12-2026')).toBeTruthy();
    expect(within(dialog).getByText('PO-4711')).toBeTruthy();
    expect(within(dialog).getByText('Graag binnen 30 dagen')).toBeTruthy();

    const [, row] = within(dialog).getAllByRole('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Stelwerk hal B', '10', '€ 100,00', '21 %', '€ 1.000,00']);
    expect(besides(dialog, 'Subtotaal')).toBe('€ 1.000,00');
    expect(besides(dialog, 'Btw 21 %')).toBe('€ 210,00');
    expect(besides(dialog, 'Totaal')).toBe('€ 1.210,00');
  });

  it('names the invoice a credit note credits', async () => {
    const first = invoiceOf(1);
    stored = [creditNoteOf(2, first), first];
    showPanel();
    const dialog = await openInvoice('Creditnota BV2026-0002');
    expect(within(dialog).getByText('Crediteert factuur BV2026-0001')).toBeTruthy();
    expect(besides(dialog, 'Totaal')).toBe('€ 242,00');
  });

  it("shows 'Btw verlegd' on a reverse-charged invoice", async () => {
    stored = [
      invoiceOf(1, {
        reverse_charge: true,
        lines: [{ ...invoiceOf(1).lines[0], vat_category: 'AE', vat_rate: '0' }],
        vat_breakdown: [{ category: 'AE', rate: '0', taxable: '1000.00', tax: '0.00' }],
        totals: {
          line_extension: '1000.00',
          tax_exclusive: '1000.00',
          tax: '0.00',
          tax_inclusive: '1000.00',
          payable: '1000.00',
        },
      }),
    ];
    showPanel();
    const dialog = await openInvoice('BV2026-0001');
    expect(within(dialog).getByText('Btw verlegd')).toBeTruthy();
    expect(besides(dialog, 'Btw Verlegd')).toBe('€ 0,00');
    expect(besides(dialog, 'Totaal')).toBe('€ 1.000,00');
  });
});

describe("the buyer's answers", () => {
  it("offers the buyer of a sent invoice 'In behandeling nemen', 'Vraag stellen', 'Accepteren' and 'Afwijzen', not 'Betaald'", async () => {
    stored = [invoiceOf(1)];
    showPanel({ viewer: buyer });
    const dialog = await openInvoice('BV2026-0001');
    expect(buttonNames(dialog)).toEqual(
      expect.arrayContaining(['In behandeling nemen', 'Vraag stellen', 'Accepteren', 'Afwijzen']),
    );
    expect(within(dialog).queryByRole('button', { name: 'Betaald' })).toBeNull();
    // The seller's steps are not the buyer's.
    expect(within(dialog).queryByRole('button', { name: 'Creditnota' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Bewerken' })).toBeNull();
  });

  it("offers the answers to a guest of the buyer's company too (the server lets them answer)", async () => {
    stored = [invoiceOf(1)];
    showPanel({ viewer: { company_id: counterparty.companyId, role: 'viewer' } });
    const dialog = await openInvoice('BV2026-0001');
    expect(within(dialog).getByRole('button', { name: 'Accepteren' })).toBeTruthy();
  });

  it("offers the buyer of an accepted invoice only 'Betaald'", async () => {
    stored = [invoiceOf(1, { status: 'accepted' })];
    showPanel({ viewer: buyer });
    const dialog = await openInvoice('BV2026-0001');
    expect(within(dialog).getByRole('button', { name: 'Betaald' })).toBeTruthy();
    for (const name of ['In behandeling nemen', 'Vraag stellen', 'Accepteren', 'Afwijzen'])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
  });

  it('offers no answer on a paid invoice, nor to the seller', async () => {
    stored = [invoiceOf(1, { status: 'paid' }), invoiceOf(2)];
    showPanel({ viewer: buyer });
    const paid = await openInvoice('BV2026-0001');
    expect(buttonNames(paid).filter((name) => !['E-factuur (UBL)', 'PDF'].includes(name ?? ''))).toEqual([]);
    cleanup();

    showPanel({ viewer: seller });
    const sent = await openInvoice('BV2026-0002');
    for (const name of ['In behandeling nemen', 'Vraag stellen', 'Accepteren', 'Afwijzen', 'Betaald'])
      expect(within(sent).queryByRole('button', { name })).toBeNull();
  });

  it("'Accepteren' answers at once: POST .../status {status: 'accepted'}, and the badge follows", async () => {
    stored = [invoiceOf(1)];
    fakes.api.on('POST', STATUS, () => invoiceOf(1, { status: 'accepted' }));
    showPanel({ viewer: buyer });
    const dialog = await openInvoice('BV2026-0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accepteren' }));
    expect(await screen.findByText('Status doorgegeven')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', STATUS).map((request) => [request.path, request.body])).toEqual([
      [`/api/v1/invoices/${uuidFor(701)}/status`, { status: 'accepted' }],
    ]);
    expect(await within(dialog).findByText('Geaccepteerd')).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Betaald' })).toBeTruthy();
  });

  it("'Vraag stellen' asks a reason (required) and a line, then POSTs status under_query with both", async () => {
    stored = [invoiceOf(1)];
    fakes.api.on('POST', STATUS, () => invoiceOf(1, { status: 'under_query' }));
    showPanel({ viewer: buyer });
    const dialog = await openInvoice('BV2026-0001');
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('button', { name: 'Vraag stellen' }));

    // Without a question nothing is sent; the error names the field as it is labelled.
    await user.click(within(dialog).getByRole('button', { name: 'Vraag stellen' }));
    expect(await within(dialog).findByText('Je vraag is required')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Je vraag/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(fakes.api.requestsTo('POST', STATUS)).toHaveLength(0);

    const about = within(dialog).getByRole('combobox', { name: 'Over regel' }) as HTMLSelectElement;
    expect([...about.options].map((option) => option.textContent)).toEqual([
      'De hele factuur',
      '1. Stelwerk hal B',
    ]);
    await user.selectOptions(about, '1. Stelwerk hal B');
    await user.type(within(dialog).getByRole('textbox', { name: /Je vraag/ }), '  Waren het 8 uur?  ');
    await user.click(within(dialog).getByRole('button', { name: 'Vraag stellen' }));

    expect(await screen.findByText('Status doorgegeven')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', STATUS).map((request) => [request.path, request.body])).toEqual([
      [
        `/api/v1/invoices/${uuidFor(701)}/status`,
        { status: 'under_query', reason: 'Waren het 8 uur?', line_id: uuidFor(7001) },
      ],
    ]);
    expect(await within(dialog).findByText('Vraag gesteld')).toBeTruthy();
    // From 'Vraag gesteld' the buyer may take it in hand, accept or reject; not ask again.
    expect(within(dialog).getByRole('button', { name: 'In behandeling nemen' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Vraag stellen' })).toBeNull();
  });

  it("'Afwijzen' needs a reason ('Reden is required') and sends it without a line", async () => {
    stored = [invoiceOf(1)];
    fakes.api.on('POST', STATUS, () => invoiceOf(1, { status: 'rejected' }));
    showPanel({ viewer: buyer });
    const dialog = await openInvoice('BV2026-0001');
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Over regel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(await within(dialog).findByText('Reden is required')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', STATUS)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reden/ }), 'Niet besteld');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(await screen.findByText('Status doorgegeven')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', STATUS)[0].body).toEqual({
      status: 'rejected',
      reason: 'Niet besteld',
    });
    expect(await within(dialog).findByText('Afgewezen')).toBeTruthy();
  });

  it("shows the server's refusal of an answer in the answer form", async () => {
    stored = [invoiceOf(1)];
    fakes.api.on('POST', STATUS, () => ({ status: 409, body: { detail: 'De factuur is al beantwoord' } }));
    showPanel({ viewer: buyer });
    const dialog = await openInvoice('BV2026-0001');
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reden/ }), 'Niet besteld');
    await user.click(within(dialog).getByRole('button', { name: 'Afwijzen' }));
    expect(await within(dialog).findByText('De factuur is al beantwoord')).toBeTruthy();
    expect(await screen.findByText('Status doorgeven mislukt')).toBeTruthy();
  });
});

describe("the seller's steps", () => {
  it("offers 'Creditnota' on a sent invoice, and the credit note form starts from its lines", async () => {
    const invoice = invoiceOf(1);
    stored = [invoice];
    fakes.api
      .on('POST', CREATE, () => ({
        status: 201,
        body: creditNoteOf(2, invoice, { status: 'draft', number: null }),
      }))
      .on('POST', SEND, () => creditNoteOf(2, invoice, { status: 'sent' }));
    showPanel();
    const dialog = await openInvoice('BV2026-0001');
    expect(within(dialog).queryByRole('button', { name: 'Bewerken' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Creditnota' }));

    const form = await screen.findByRole('dialog', { name: 'Creditnota bij BV2026-0001' });
    const line = lineGroup(form, 1);
    expect(fieldIn(line, 'Omschrijving').value).toBe('Stelwerk hal B');
    expect(fieldIn(line, 'Aantal').value).toBe('10');
    expect(fieldIn(line, 'Prijs per eenheid').value).toBe('100');
    expect((within(form).getByRole('textbox', { name: 'Uw referentie' }) as HTMLInputElement).value).toBe(
      'BV2026-0001',
    );
    // A credit note has no due date.
    expect(within(form).queryByLabelText('Vervaldatum')).toBeNull();

    const user = userEvent.setup({ delay: null });
    await fillLine(user, line, { quantity: '2' });
    // 2 x 100,00 = 200,00; 21 % of it 42,00; 242,00 in all.
    expect(besides(totalsOf(form), 'Totaal')).toBe('€ 242,00');
    await user.click(within(form).getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Creditnota BV2026-0002 verstuurd')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CREATE)[0].body).toEqual({
      kind: 'credit_note',
      credited_invoice_id: invoice.id,
      reverse_charge: false,
      buyer_reference: 'BV2026-0001',
      lines: [
        {
          description: 'Stelwerk hal B',
          quantity: '2',
          unit_price: '100',
          vat_category: 'S',
          vat_rate: '21',
          unit_code: 'HUR',
        },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Creditnota BV2026-0002 openen' })).toBeTruthy();
  });

  it("offers no 'Creditnota' on a paid invoice, on a credit note, or to a guest of the seller's company", async () => {
    stored = [creditNoteOf(2, invoiceOf(3)), invoiceOf(1, { status: 'paid' }), invoiceOf(4)];
    showPanel();
    const paid = await openInvoice('BV2026-0001');
    expect(within(paid).queryByRole('button', { name: 'Creditnota' })).toBeNull();
    cleanup();
    showPanel();
    const credit = await openInvoice('Creditnota BV2026-0002');
    expect(within(credit).queryByRole('button', { name: 'Creditnota' })).toBeNull();
    cleanup();
    showPanel({ viewer: { company_id: ids.company, role: 'viewer' } });
    const guest = await openInvoice('BV2026-0004');
    expect(within(guest).queryByRole('button', { name: 'Creditnota' })).toBeNull();
  });

  it("offers a draft's 'Bewerken', 'Versturen' and 'Verwijderen', and no downloads", async () => {
    stored = [draftOf(1)];
    showPanel();
    const dialog = await openInvoice('Concept');
    for (const name of ['Bewerken', 'Versturen', 'Verwijderen'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'E-factuur (UBL)' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'PDF' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Creditnota' })).toBeNull();
  });

  it("sends a draft only after a confirmation that names the buyer and the amount ('Annuleren' sends nothing)", async () => {
    const draft = draftOf(1);
    stored = [draft];
    fakes.api.on('POST', SEND, () => invoiceOf(1));
    showPanel();
    const dialog = await openInvoice('Concept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Factuur versturen?' })).getByRole('button', {
        name: 'Annuleren',
      }),
    );
    expect(fakes.api.requestsTo('POST', SEND)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Factuur versturen?' });
    expect(confirm.textContent).toContain(
      'Staalhandel Bakker ontvangt de factuur van € 1.210,00. Daarna kan ze niet meer worden gewijzigd, alleen gecrediteerd.',
    );
    expect(fakes.api.requestsTo('POST', SEND)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Versturen' }));

    expect(await screen.findByText('Factuur BV2026-0001 verstuurd')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', SEND).map((request) => request.path)).toEqual([
      `/api/v1/invoices/${draft.id}/send`,
    ]);
    expect(await screen.findByRole('button', { name: 'BV2026-0001 openen' })).toBeTruthy();
  });

  it("deletes a draft after confirmation: DELETE /invoices/{id}, 'Concept verwijderd'", async () => {
    const draft = draftOf(1);
    stored = [draft];
    fakes.api.on('DELETE', '/api/v1/invoices/:id', () => ({ status: 204 }));
    showPanel();
    const dialog = await openInvoice('Concept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Concept verwijderen?' });
    expect(confirm.textContent).toContain('Dit concept is alleen door jouw bedrijf gezien en verdwijnt.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));

    expect(await screen.findByText('Concept verwijderd')).toBeTruthy();
    expect(fakes.api.requestsTo('DELETE', '/api/v1/invoices/:id').map((request) => request.path)).toEqual([
      `/api/v1/invoices/${draft.id}`,
    ]);
    expect(await screen.findByText('Nog geen facturen in dit dossier.')).toBeTruthy();
  });

  it("'Bewerken' opens the draft in the form and saves its changes with PATCH, without kind; a cleared field is null", async () => {
    const draft = draftOf(1, { buyer_reference: 'PO-4711' });
    stored = [draft];
    fakes.api.on('PATCH', '/api/v1/invoices/:id', () => draft);
    showPanel();
    const dialog = await openInvoice('Concept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bewerken' }));
    const form = await screen.findByRole('dialog', { name: 'Concept bewerken' });
    const user = userEvent.setup({ delay: null });
    await fillLine(user, lineGroup(form, 1), { quantity: '12' });
    // 12 x 100,00 = 1.200,00; 21 % = 252,00; 1.452,00 in all.
    expect(besides(totalsOf(form), 'Totaal')).toBe('€ 1.452,00');
    await user.clear(within(form).getByRole('textbox', { name: 'Uw referentie' }));
    await user.click(within(form).getByRole('button', { name: 'Opslaan als concept' }));

    expect(await screen.findByText('Concept opgeslagen')).toBeTruthy();
    expect(fakes.api.requestsTo('POST', CREATE)).toHaveLength(0);
    expect(
      fakes.api.requestsTo('PATCH', '/api/v1/invoices/:id').map((request) => [request.path, request.body]),
    ).toEqual([
      [
        `/api/v1/invoices/${draft.id}`,
        {
          reverse_charge: false,
          buyer_reference: null,
          note: null,
          due_date: '2026-12-22',
          lines: [
            {
              description: 'Stelwerk hal B',
              quantity: '12',
              unit_price: '100',
              vat_category: 'S',
              vat_rate: '21',
              unit_code: 'HUR',
            },
          ],
        },
      ],
    ]);
  });

  it("offers a draft's steps to no guest, and to no one in a closed dossier", async () => {
    stored = [draftOf(1)];
    showPanel({ viewer: { company_id: ids.company, role: 'viewer' } });
    const guest = await openInvoice('Concept');
    expect(within(guest).queryByRole('button', { name: 'Bewerken' })).toBeNull();
    expect(within(guest).queryByRole('button', { name: 'Versturen' })).toBeNull();
    cleanup();
    showPanel({ dossier: dossierOf({ status: 'closed' }) });
    const closed = await openInvoice('Concept');
    expect(within(closed).queryByRole('button', { name: 'Bewerken' })).toBeNull();
    expect(within(closed).queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  });
});

describe('live updates (invoice_updated)', () => {
  it("shows the buyer's answer and a newly sent invoice at once, without fetching the list again", async () => {
    stored = [invoiceOf(1)];
    showPanel();
    await screen.findByRole('button', { name: 'BV2026-0001 openen' });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    // The (re)open fetches the list once more: what happened while the connection was down.
    await waitFor(() => expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2));

    const frame = (invoice: InvoiceResponse) => ({
      type: 'invoice_updated',
      dossier_id: `dossier:${ids.dossier}`,
      invoice,
    });
    act(() => socket.receive(frame(invoiceOf(1, { status: 'accepted' }))));
    expect(await within(rowOf('BV2026-0001')).findByText('Geaccepteerd')).toBeTruthy();
    act(() => socket.receive(frame(smallInvoice(2))));
    expect(await screen.findByRole('button', { name: 'BV2026-0002 openen' })).toBeTruthy();
    // 1.210,00 + 605,00 = 1.815,00
    expect(await screen.findByText('Openstaand: € 1.815,00')).toBeTruthy();
    expect(fakes.api.requestsTo('GET', LIST)).toHaveLength(2);
  });
});

describe('downloads', () => {
  /** The files the browser was asked to save, with the bytes behind each object URL. */
  function catchSavedFiles() {
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://app.test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    return { saved, blob: (index: number) => createObjectURL.mock.calls[index][0] as Blob };
  }

  it("'E-factuur (UBL)' and 'PDF' fetch GET .../ubl and .../pdf with the session and save them under the number", async () => {
    const invoice = invoiceOf(1);
    stored = [invoice];
    const xml = '<?xml version="1.0"?><Invoice/>';
    fakes.api
      .on(
        'GET',
        '/api/v1/invoices/:id/ubl',
        () => new Response(xml, { headers: { 'Content-Type': 'application/xml' } }),
      )
      .on(
        'GET',
        '/api/v1/invoices/:id/pdf',
        () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      );
    const files = catchSavedFiles();
    showPanel({ viewer: buyer });
    const dialog = await openInvoice('BV2026-0001');

    await userEvent.click(within(dialog).getByRole('button', { name: 'E-factuur (UBL)' }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(files.saved).toHaveLength(2));

    expect(files.saved).toEqual([
      { name: 'BV2026-0001.xml', href: 'blob:http://app.test/1' },
      { name: 'BV2026-0001.pdf', href: 'blob:http://app.test/1' },
    ]);
    expect(await files.blob(0).text()).toBe(xml);
    expect(await files.blob(1).text()).toBe('%PDF-1.7');
    const downloads = [
      ...fakes.api.requestsTo('GET', '/api/v1/invoices/:id/ubl'),
      ...fakes.api.requestsTo('GET', '/api/v1/invoices/:id/pdf'),
    ];
    expect(downloads.map((request) => [request.path, request.authorization])).toEqual([
      [`/api/v1/invoices/${invoice.id}/ubl`, 'Bearer test-token'],
      [`/api/v1/invoices/${invoice.id}/pdf`, 'Bearer test-token'],
    ]);
  });

  it('says why a download failed', async () => {
    stored = [invoiceOf(1)];
    fakes.api.on('GET', '/api/v1/invoices/:id/pdf', () => ({
      status: 404,
      body: { detail: 'Factuur niet gevonden' },
    }));
    const files = catchSavedFiles();
    showPanel();
    const dialog = await openInvoice('BV2026-0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('Factuur niet gevonden')).toBeTruthy();
    expect(files.saved).toEqual([]);
  });
});

describe("'Importeren'", () => {
  const xmlFile = () => new File(['<Invoice/>'], 'factuur-88.xml', { type: 'application/xml' });
  const fileInput = (container: HTMLElement) =>
    container.querySelector('input[type="file"]') as HTMLInputElement;

  it('uploads a UBL file with the dossier, says so and opens the imported invoice', async () => {
    stubUploads();
    const { container } = showPanel();
    await screen.findByText('Nog geen facturen in dit dossier.');
    expect(fileInput(container).getAttribute('accept')).toBe('.xml,application/xml,text/xml');
    await userEvent.upload(fileInput(container), xmlFile());

    const request = FakeXMLHttpRequest.latest();
    expect([request.method, request.url]).toEqual(['POST', '/api/v1/invoices/import']);
    expect(request.field('dossier_id')).toBe(ids.dossier);
    expect((request.body?.get('file') as File | undefined)?.name).toBe('factuur-88.xml');
    act(() => request.respond(201, invoiceOf(8, { number: 'EXT-88' })));

    expect(await screen.findByText('Factuur geïmporteerd')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'EXT-88 openen' })).toBeTruthy();
    expect(within(await screen.findByRole('dialog')).getByText('EXT-88')).toBeTruthy();
  });

  it("says 'Importeren mislukt' with the server's reason", async () => {
    stubUploads();
    const { container } = showPanel();
    await screen.findByText('Nog geen facturen in dit dossier.');
    await userEvent.upload(fileInput(container), xmlFile());
    act(() => FakeXMLHttpRequest.latest().respond(422, { detail: 'Het factuurnummer is al gebruikt' }));
    expect(await screen.findByText('Het factuurnummer is al gebruikt')).toBeTruthy();
    expect(screen.getByText('Importeren mislukt')).toBeTruthy();
  });
});
