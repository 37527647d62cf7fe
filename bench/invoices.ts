/**
 * Invoices (issue 21 item 10): sending a draft (its number, the rules, the frozen parties, the chat line, the history,
 * the buyer's mail) followed by both of its documents (GET the UBL, GET the PDF), and importing a 500-line UBL
 * Invoice (POST /api/v1/invoices/import, multipart), over HTTP on the real app, each beside a bare insert of the same
 * rows (the invoices row and its invoice_lines rows, Kysely, one transaction) measured in the same run, interleaved.
 * Run alone: `npx tsx bench/invoices.ts`; BENCH_SCALE=0.1 for a quick run; BENCH_ENGINES=pglite|postgres.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { calculateInvoice, type InvoiceResponse } from '@dossier/contract';
import { addDays, invoiceDay } from '@dossier/server/src/modules/invoices/issue-dates.ts';
import { renderInvoicePdf } from '@dossier/server/src/modules/invoices/pdf/render-pdf.ts';
import { buildUbl, EXEMPTION_REASONS } from '@dossier/server/src/modules/invoices/ubl/build-ubl.ts';
import { parseUbl } from '@dossier/server/src/modules/invoices/ubl/parse-ubl.ts';
import type { StoredInvoice, UblLine, UblParty } from '@dossier/server/src/modules/invoices/ubl/types.ts';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { type BenchDatabase, type EngineName, enginesToRun, openBenchDatabase } from './support/engines.ts';
import { HttpClient } from './support/http-client.ts';
import { loadSummary, machineSummary } from './support/machine.ts';
import { markdownTable, print, type ResultRow, textTable, writeResultsSection } from './support/report.ts';
import { benchScale, isFullScale, scaled } from './support/scale.ts';
import { companyId, seedPeople, startSessions, userId } from './support/seed-people.ts';
import { runWithServerFlags } from './support/server-flags.ts';
import { summarize } from './support/stats.ts';

const SENDS = scaled(200, 10);
const SEND_WARMUP = scaled(10, 3);
const IMPORTS = scaled(100, 4);
const IMPORT_WARMUP = scaled(5, 1);
const IMPORT_LINES = 500;
/** How many of the imported invoices' PDFs are fetched afterwards (a note, not a row). */
const IMPORTED_PDFS = scaled(5, 1);

/** seedPeople's company i has KvK 20000000 + i; company 0 sells (its user 0), company 1 buys (its user 1). */
const SELLER = 0;
const BUYER = 1;
const kvkOf = (index: number) => String(20_000_000 + index);

/** The billing profiles, valid as the send's checks want them (VAT ids and IBAN with real check digits). */
const profiles = {
  seller: {
    legal_name: 'Benchbedrijf 0 B.V.',
    street: 'Industrieweg 12',
    postal_code: '3542 AD',
    city: 'Utrecht',
    country_code: 'NL',
    vat_id: 'NL123456782B01',
    iban: 'NL91ABNA0417164300',
    invoice_prefix: 'DV-',
  },
  buyer: {
    legal_name: 'Benchbedrijf 1 B.V.',
    street: 'Kade 3',
    postal_code: '3011 AA',
    city: 'Rotterdam',
    country_code: 'NL',
    vat_id: 'NL987654321B01',
    iban: null,
    invoice_prefix: 'BB-',
  },
};

/** A draft's lines as the web client sends them: a few lines at three VAT rates, varied per draft. */
function draftLines(k: number) {
  return [
    {
      description: `Montage fase ${k}`,
      quantity: '8',
      unit_code: 'HUR',
      unit_price: '72.50',
      vat_category: 'S',
      vat_rate: '21',
    },
    {
      description: 'Bouten M12, verzinkt',
      quantity: String(20 + (k % 13)),
      unit_price: '0.85',
      vat_category: 'S',
      vat_rate: '21',
    },
    {
      description: 'Hijskraan, halve dag',
      quantity: '1',
      unit_price: '640',
      vat_category: 'S',
      vat_rate: '21',
    },
    { description: 'Vakliteratuur', quantity: '2', unit_price: '34.95', vat_category: 'S', vat_rate: '9' },
    {
      description: 'Vervoer Venlo - Duisburg',
      quantity: '1',
      unit_price: '180',
      vat_category: 'Z',
      vat_rate: '0',
    },
  ];
}

/** The rows a bare insert writes: an invoices row and its lines, the same values the app stored. */
interface BareInvoice {
  kind: 'invoice';
  status: 'sent';
  number: string;
  issue_date: string;
  due_date: string | null;
  buyer_reference: string | null;
  note: string | null;
  seller_billing: string;
  buyer_billing: string;
  line_extension: string;
  tax_exclusive: string;
  tax: string;
  tax_inclusive: string;
  payable: string;
  imported_xml: string | null;
  lines: Array<{
    description: string;
    quantity: string;
    unit_code: string;
    unit_price: string;
    vat_category: UblLine['vat_category'];
    vat_rate: string;
    line_extension: string;
  }>;
}

interface World {
  database: BenchDatabase;
  server: AppServer;
  http: HttpClient;
  sellerToken: string;
  dossierId: string;
}

/** The bare insert: the invoices row and all its lines in one transaction, through the app's own Kysely. */
async function bareInsert(world: World, rows: BareInvoice): Promise<void> {
  const now = new Date();
  const { lines, ...invoice } = rows;
  await world.database.handle.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('invoices')
      .values({
        ...invoice,
        dossier_id: world.dossierId,
        seller_company_id: companyId(SELLER),
        buyer_company_id: companyId(BUYER),
        created_by: userId(SELLER),
        created_at: now,
        sent_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_lines')
      .values(lines.map((line, position) => ({ ...line, invoice_id: id, position })))
      .execute();
  });
}

/** The same rows as a presented invoice: what the send stored (its lines and totals as the API shows them). */
function rowsOf(invoice: InvoiceResponse, number: string, importedXml: string | null = null): BareInvoice {
  return {
    kind: 'invoice',
    status: 'sent',
    number,
    issue_date: invoice.issue_date ?? invoiceDay(new Date()),
    due_date: invoice.due_date,
    buyer_reference: invoice.buyer_reference,
    note: invoice.note,
    seller_billing: JSON.stringify(invoice.seller.billing),
    buyer_billing: JSON.stringify(invoice.buyer.billing),
    ...invoice.totals,
    imported_xml: importedXml,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_code: line.unit_code,
      unit_price: line.unit_price,
      vat_category: line.vat_category,
      vat_rate: line.vat_rate,
      line_extension: line.line_extension,
    })),
  };
}

/** Two companies in one dossier with billing profiles, their admins signed in, the app listening. */
async function buildWorld(database: BenchDatabase): Promise<World> {
  await seedPeople(database.raw, 2, 1);
  const [sellerToken] = await startSessions(database.raw, [SELLER, BUYER]);
  const db = database.handle.db;
  await db
    .insertInto('relations')
    .values({
      requester_company_id: companyId(SELLER),
      target_company_id: companyId(BUYER),
      status: 'active',
      requested_by_user_id: null,
    })
    .execute();
  for (const [index, profile] of [
    [SELLER, profiles.seller],
    [BUYER, profiles.buyer],
  ] as const)
    await db
      .insertInto('billing_profiles')
      .values({ company_id: companyId(index), ...profile, payment_term_days: 30, updated_at: new Date() })
      .execute();
  const server = await startAppServer(database);
  const client = new HttpClient(server.baseUrl);
  const created = await client.request(
    'POST',
    '/api/v1/dossiers',
    sellerToken!,
    { title: 'Project Havenkade', company_id: companyId(BUYER), user_id: userId(BUYER) },
    true,
  );
  if (created.status !== 201)
    throw new Error(`creating the dossier answered ${created.status}: ${created.body}`);
  const { id } = JSON.parse(created.body) as { id: string };
  return { database, server, http: client, sellerToken: sellerToken!, dossierId: id };
}

const expectStatus = (what: string, answer: { status: number; body: string }, status: number) => {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.body}`);
};

async function createDraft(world: World, k: number): Promise<InvoiceResponse> {
  const answer = await world.http.request(
    'POST',
    `/api/v1/dossiers/${world.dossierId}/invoices`,
    world.sellerToken,
    { lines: draftLines(k) },
    true,
  );
  expectStatus('creating a draft', answer, 201);
  return JSON.parse(answer.body) as InvoiceResponse;
}

/** A PDF's size in bytes, fetched once more outside the timings (the lean client does not keep binary bodies). */
async function pdfSize(world: World, invoiceId: string): Promise<number> {
  const answer = await fetch(`${world.server.baseUrl}/api/v1/invoices/${invoiceId}/pdf`, {
    headers: { authorization: `Bearer ${world.sellerToken}` },
  });
  const bytes = await answer.arrayBuffer();
  if (answer.status !== 200 || !Buffer.from(bytes.slice(0, 5)).equals(Buffer.from('%PDF-')))
    throw new Error(`GET pdf answered ${answer.status} without a PDF`);
  return bytes.byteLength;
}

interface Timed {
  ms: number;
  cpuMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<Timed> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

const p = (samples: number[]) => summarize(samples);
const mean = (samples: number[]) => samples.reduce((sum, value) => sum + value, 0) / samples.length;

/** Part 1: send, then GET the UBL and the PDF, one invoice at a time; bare inserts interleaved (alternating order). */
async function benchSend(world: World) {
  // Drafts are created beforehand (their POSTs timed apart: they are the app's insert of the same rows).
  const drafts: InvoiceResponse[] = [];
  const draftMs: number[] = [];
  for (let k = 0; k < SEND_WARMUP + SENDS; k += 1) {
    let draft: InvoiceResponse | undefined;
    const spent = await timed(async () => {
      draft = await createDraft(world, k);
    });
    drafts.push(draft!);
    if (k >= SEND_WARMUP) draftMs.push(spent.ms);
  }
  const samples = {
    send: [] as number[],
    ubl: [] as number[],
    pdf: [] as number[],
    all: [] as number[],
    bare: [] as number[],
    cpuAll: [] as number[],
    cpuBare: [] as number[],
  };
  let frozen: { seller: unknown; buyer: unknown } | null = null;
  let sent: InvoiceResponse | null = null;
  for (let k = 0; k < drafts.length; k += 1) {
    const draft = drafts[k]!;
    const measured = k >= SEND_WARMUP;
    const ours = async () => {
      const cpu = process.cpuUsage();
      const t0 = performance.now();
      const answer = await world.http.request(
        'POST',
        `/api/v1/invoices/${draft.id}/send`,
        world.sellerToken,
        undefined,
        !frozen,
      );
      const t1 = performance.now();
      expectStatus('send', answer, 200);
      if (!frozen) {
        sent = JSON.parse(answer.body) as InvoiceResponse;
        frozen = { seller: sent.seller.billing, buyer: sent.buyer.billing };
      }
      const ubl = await world.http.request('GET', `/api/v1/invoices/${draft.id}/ubl`, world.sellerToken);
      const t2 = performance.now();
      expectStatus('GET ubl', ubl, 200);
      const pdf = await world.http.request('GET', `/api/v1/invoices/${draft.id}/pdf`, world.sellerToken);
      const t3 = performance.now();
      expectStatus('GET pdf', pdf, 200);
      const used = process.cpuUsage(cpu);
      if (!measured) return;
      samples.send.push(t1 - t0);
      samples.ubl.push(t2 - t1);
      samples.pdf.push(t3 - t2);
      samples.all.push(t3 - t0);
      samples.cpuAll.push((used.user + used.system) / 1000);
    };
    const bare = async () => {
      // The sent invoice's values (its dates and the parties as frozen) with the draft's lines and totals.
      const rows = rowsOf({ ...draft, ...(sent ? pick(sent) : {}) }, `BARE-${k}`);
      if (frozen) {
        rows.seller_billing = JSON.stringify(frozen.seller);
        rows.buyer_billing = JSON.stringify(frozen.buyer);
      }
      const spent = await timed(() => bareInsert(world, rows));
      if (!measured) return;
      samples.bare.push(spent.ms);
      samples.cpuBare.push(spent.cpuMs);
    };
    if (k % 2 === 0) {
      await ours();
      await bare();
    } else {
      await bare();
      await ours();
    }
  }
  // Where the PDF's time goes: the renderer alone on the invoice as the route builds it, no database, no HTTP.
  const stored = parseUbl(
    (
      await world.http.request(
        'GET',
        `/api/v1/invoices/${drafts.at(-1)!.id}/ubl`,
        world.sellerToken,
        undefined,
        true,
      )
    ).body,
  ).invoice!;
  const renderMs: number[] = [];
  const buildMs: number[] = [];
  for (let k = 0; k < 50; k += 1) {
    renderMs.push((await timed(() => renderInvoicePdf(stored, { status: 'sent', sentAt: new Date() }))).ms);
    buildMs.push((await timed(async () => buildUbl(stored))).ms);
  }
  const pdfBytes = await pdfSize(world, drafts.at(-1)!.id);
  const bare = p(samples.bare);
  const rows: ResultRow[] = [
    { metric: 'send (POST .../send) p50', ours: p(samples.send).p50, baseline: bare.p50, unit: 'ms' },
    { metric: 'send (POST .../send) p99', ours: p(samples.send).p99, baseline: bare.p99, unit: 'ms' },
    { metric: 'send + GET UBL + GET PDF p50', ours: p(samples.all).p50, baseline: bare.p50, unit: 'ms' },
    { metric: 'send + GET UBL + GET PDF p99', ours: p(samples.all).p99, baseline: bare.p99, unit: 'ms' },
    { metric: '  of which GET UBL, p50', ours: p(samples.ubl).p50, baseline: bare.p50, unit: 'ms' },
    { metric: '  of which GET UBL, p99', ours: p(samples.ubl).p99, baseline: bare.p99, unit: 'ms' },
    { metric: '  of which GET PDF, p50', ours: p(samples.pdf).p50, baseline: bare.p50, unit: 'ms' },
    { metric: '  of which GET PDF, p99', ours: p(samples.pdf).p99, baseline: bare.p99, unit: 'ms' },
    { metric: '  reference: buildUbl() alone, p50', ours: p(buildMs).p50, baseline: bare.p50, unit: 'ms' },
    {
      metric: '  reference: renderInvoicePdf() alone, p50',
      ours: p(renderMs).p50,
      baseline: bare.p50,
      unit: 'ms',
    },
    {
      metric: '  reference: creating the draft (POST, before), p50',
      ours: p(draftMs).p50,
      baseline: bare.p50,
      unit: 'ms',
    },
    {
      metric: '  CPU per send + UBL + PDF in this process',
      ours: mean(samples.cpuAll),
      baseline: mean(samples.cpuBare),
      unit: 'ms',
    },
  ];
  return { rows, count: samples.all.length, pdfBytes };
}

/** The sent invoice's header values that a draft does not have yet. */
function pick(sent: InvoiceResponse): Partial<InvoiceResponse> {
  return { issue_date: sent.issue_date, due_date: sent.due_date, buyer_reference: sent.buyer_reference };
}

const sellerParty: UblParty = {
  legal_name: profiles.seller.legal_name,
  street: profiles.seller.street,
  postal_code: profiles.seller.postal_code,
  city: profiles.seller.city,
  country_code: 'NL',
  vat_id: profiles.seller.vat_id,
  kvk: kvkOf(SELLER),
  iban: profiles.seller.iban,
};
const buyerParty: UblParty = {
  legal_name: profiles.buyer.legal_name,
  street: profiles.buyer.street,
  postal_code: profiles.buyer.postal_code,
  city: profiles.buyer.city,
  country_code: 'NL',
  vat_id: profiles.buyer.vat_id,
  kvk: kvkOf(BUYER),
  iban: null,
};

/** 500 varied lines (three rates, decimal quantities, rounding per line) with their EN 16931 sums, by the app's math. */
function importLines() {
  const rates = [
    { vat_category: 'S', vat_rate: '21' },
    { vat_category: 'S', vat_rate: '9' },
    { vat_category: 'Z', vat_rate: '0' },
  ] as const;
  const figures = Array.from({ length: IMPORT_LINES }, (_, index) => ({
    description: `Rit ${index + 1}: transport bouwmaterialen Utrecht - ${['Groningen', 'Zwolle', 'Venlo', 'Breda'][index % 4]}`,
    quantity: index % 5 === 0 ? '2.25' : String(1 + (index % 7)),
    unit_code: index % 5 === 0 ? 'HUR' : 'C62',
    unit_price: `${40 + (index % 90)}.${String((index * 37) % 100).padStart(2, '0')}`,
    ...rates[index % 10 === 9 ? 2 : index % 4 === 3 ? 1 : 0],
  }));
  const calculation = calculateInvoice(figures);
  const lines: UblLine[] = figures.map((line, index) => ({
    id: String(index + 1),
    ...line,
    line_extension: calculation.line_extensions[index]!,
  }));
  return { lines, calculation };
}

/** A 500-line UBL Invoice as the seller's software would export it, written by the app's own builder. */
function importXml(number: string, template: ReturnType<typeof importLines>): string {
  const issueDate = invoiceDay(new Date());
  const invoice: StoredInvoice = {
    kind: 'invoice',
    number,
    issue_date: issueDate,
    due_date: addDays(issueDate, 30),
    currency: 'EUR',
    buyer_reference: 'Transport week 46',
    order_reference: null,
    note: 'Ritten week 46',
    payment_terms: 'Betaling binnen 30 dagen na factuurdatum',
    credited_invoice_number: null,
    seller: sellerParty,
    buyer: buyerParty,
    lines: template.lines,
    vat_breakdown: template.calculation.vat_breakdown.map((group) => ({
      ...group,
      exemption_reason: EXEMPTION_REASONS[group.category] ?? null,
    })),
    totals: template.calculation.totals,
  };
  return buildUbl(invoice);
}

/** The multipart body the web's import form sends: dossier_id and the file. */
function importForm(dossierId: string, xml: string) {
  const boundary = 'benchfactuur7c1d';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="dossier_id"\r\n\r\n${dossierId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="factuur.xml"\r\n` +
        'Content-Type: application/xml\r\n\r\n',
    ),
    Buffer.from(xml, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const importAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function postImport(world: World, form: ReturnType<typeof importForm>): Promise<InvoiceResponse> {
  const url = new URL(world.server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent: importAgent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/v1/invoices/import',
        headers: {
          authorization: `Bearer ${world.sellerToken}`,
          'content-type': form.contentType,
          'content-length': form.body.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode !== 201)
            reject(new Error(`import answered ${response.statusCode}: ${text.slice(0, 2000)}`));
          else resolve(JSON.parse(text) as InvoiceResponse);
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(form.body);
  });
}

/** Part 2: imports of a fresh-numbered 500-line UBL, bare inserts of the same 501 rows interleaved. */
async function benchImport(world: World) {
  const template = importLines();
  const probe = parseUbl(importXml('PROBE-1', template));
  if (!probe.invoice || probe.refusals.length > 0)
    throw new Error(
      `the generated UBL breaks rules: ${probe.refusals.map((rule) => rule.message).join('; ')}`,
    );
  const samples = {
    ours: [] as number[],
    bare: [] as number[],
    cpuOurs: [] as number[],
    cpuBare: [] as number[],
    parse: [] as number[],
  };
  let xmlBytes = 0;
  let imported: InvoiceResponse | null = null;
  const importedIds: string[] = [];
  for (let k = 0; k < IMPORT_WARMUP + IMPORTS; k += 1) {
    const measured = k >= IMPORT_WARMUP;
    const number = `IMP-${String(k + 1).padStart(5, '0')}`;
    const xml = importXml(number, template);
    const form = importForm(world.dossierId, xml);
    xmlBytes = Buffer.byteLength(xml);
    const ours = async () => {
      const spent = await timed(async () => {
        imported = await postImport(world, form);
      });
      importedIds.push(imported!.id);
      if (imported!.lines.length !== IMPORT_LINES)
        throw new Error(`imported ${imported!.lines.length} lines`);
      if (!measured) return;
      samples.ours.push(spent.ms);
      samples.cpuOurs.push(spent.cpuMs);
    };
    const bare = async () => {
      // The rows the import stored for the same file (its lines and totals as the API shows them, the file kept).
      // (Ours goes first on the first file, so an imported answer is there.)
      const rows = rowsOf(imported!, `BARE-${number}`, xml);
      const spent = await timed(() => bareInsert(world, rows));
      if (!measured) return;
      samples.bare.push(spent.ms);
      samples.cpuBare.push(spent.cpuMs);
    };
    if (k % 2 === 0) {
      await ours();
      await bare();
    } else {
      await bare();
      await ours();
    }
    // Where part of the import's time goes: reading and checking the file alone, in this process.
    if (measured) samples.parse.push((await timed(async () => parseUbl(xml))).ms);
  }
  // The PDF of an imported 500-line invoice (parsed again from its file, many pages): a note.
  const pdfMs: number[] = [];
  for (const id of importedIds.slice(-IMPORTED_PDFS)) {
    let answer: { status: number; body: string } | undefined;
    const spent = await timed(async () => {
      answer = await world.http.request('GET', `/api/v1/invoices/${id}/pdf`, world.sellerToken);
    });
    expectStatus('GET pdf of an import', answer!, 200);
    pdfMs.push(spent.ms);
  }
  const pdfBytes = await pdfSize(world, importedIds.at(-1)!);
  const bare = p(samples.bare);
  const rows: ResultRow[] = [
    {
      metric: `import of a ${IMPORT_LINES}-line UBL p50`,
      ours: p(samples.ours).p50,
      baseline: bare.p50,
      unit: 'ms',
    },
    {
      metric: `import of a ${IMPORT_LINES}-line UBL p99`,
      ours: p(samples.ours).p99,
      baseline: bare.p99,
      unit: 'ms',
    },
    {
      metric: '  reference: parseUbl() of the file alone (rules included), p50',
      ours: p(samples.parse).p50,
      baseline: bare.p50,
      unit: 'ms',
    },
    {
      metric: '  CPU per import in this process',
      ours: mean(samples.cpuOurs),
      baseline: mean(samples.cpuBare),
      unit: 'ms',
    },
  ];
  return { rows, count: samples.ours.length, xmlBytes, pdfMs: p(pdfMs), pdfBytes, pdfCount: pdfMs.length };
}

async function benchEngine(engine: EngineName) {
  const database = await openBenchDatabase(engine, 'invoices');
  let world: World | null = null;
  try {
    world = await buildWorld(database);
    const send = await benchSend(world);
    print(
      textTable(`send + documents on ${database.description} (${send.count} invoices per side)`, send.rows),
    );
    const imports = await benchImport(world);
    print(textTable(`import on ${database.description} (${imports.count} imports per side)`, imports.rows));
    const notes = [
      `send: ${send.count} drafts of 5 lines (S 21, S 9, Z 0) sent one at a time after ${SEND_WARMUP} warm-up sends; PDF of one ${(send.pdfBytes / 1024).toFixed(1)} KB`,
      `import: ${imports.count} files of ${IMPORT_LINES} lines (${(imports.xmlBytes / 1024).toFixed(0)} KB of UBL each) after ${IMPORT_WARMUP} warm-up imports; p99 is sample ${Math.ceil(0.99 * imports.count)} of ${imports.count} in ascending order (nearest rank)`,
      `GET PDF of an imported ${IMPORT_LINES}-line invoice (not in the table): p50 ${imports.pdfMs.p50.toFixed(0)} ms, slowest ${imports.pdfMs.max.toFixed(0)} ms of ${imports.pdfCount}, ${(imports.pdfBytes / 1024).toFixed(0)} KB`,
      loadSummary(),
    ];
    for (const note of notes) print(`  ${note}`);
    return { description: database.description, send, imports, notes };
  } finally {
    world?.http.close();
    await world?.server.close();
    await database.close();
  }
}

export async function main(): Promise<void> {
  print(
    `invoices, scale ${benchScale}: ${SENDS} sends (+ UBL + PDF) and ${IMPORTS} imports of ${IMPORT_LINES} lines per engine, each beside a bare insert of the same rows`,
  );
  const results = [];
  try {
    for (const engine of await enginesToRun()) results.push(await benchEngine(engine));
  } finally {
    importAgent.destroy();
  }
  if (isFullScale) {
    writeResultsSection(
      'invoices',
      [
        '## Invoices: send with its documents, and a 500-line import (bench/invoices.ts)',
        '',
        `Machine: ${machineSummary()}.`,
        `The real app listening on 127.0.0.1 (keep-alive client, one request at a time), two companies with billing profiles in one dossier, the seller's admin signed in. Send: a draft of 5 lines is sent (POST /api/v1/invoices/{id}/send: number from the series, the EN 16931 rules, both parties frozen, the chat line, the history, the buyer's mail in the outbox), then its UBL and its PDF are fetched (GET .../ubl, GET .../pdf); the drafts are created beforehand. Import: a ${IMPORT_LINES}-line UBL Invoice written by the app's own buildUbl (three VAT rates, sums by the contract's math, a fresh number each time) is posted as multipart to POST /api/v1/invoices/import. Baseline for both: a bare insert of the same rows (the invoices row with the same values, for the import with its XML, and its invoice_lines rows in one multi-row insert) through the app's Kysely in one transaction, in the same process, no HTTP; ours and the baseline alternate per invoice (ours first on even, bare first on odd). There is no ratio target (issue 21 item 10 asks for the figures); "of which" and "reference" rows carry the bare insert in the baseline column for scale. "Reference" rows time the app's own functions in this process on the same input (no database, no HTTP). "CPU per" rows are this process's CPU time (all threads) over the timed calls: the app, the bench's HTTP client and, on PGlite, the database.`,
        '',
        ...results.flatMap((result) => [
          `### ${result.description}`,
          '',
          markdownTable([...result.send.rows, ...result.imports.rows]),
          '',
          ...result.notes.map((note) => `- ${note}`),
          '',
        ]),
      ].join('\n'),
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runWithServerFlags(main);
