import { ErrorBody, ValidationErrorBody } from '@dossier/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Endpoint, operationName } from './endpoints.ts';
import type { OutsideRequest } from './outside-routes.ts';
import { type FuzzRequest, type Prediction, predict, type Sent, toInject } from './requests.ts';
import { internalsIn, type OpenApiResponses } from './responses.ts';
import type { World } from './world.ts';

/** Every request the fuzzer sent, what came back, and how many answers the OpenAPI document vouched for. */
export class Tally {
  requests = 0;
  documented = 0;
  readonly statuses = new Map<number, number>();
  /** Operations with how many of their requests succeeded (a deep path reached). */
  readonly successes = new Map<string, number>();

  count(operation: string, status: number, documented: boolean) {
    this.requests += 1;
    if (documented) this.documented += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    this.successes.set(operation, (this.successes.get(operation) ?? 0) + (status < 400 ? 1 : 0));
  }
}

const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length})` : text;

/** A request the server leaves unanswered this long hangs (the slowest fuzzed answers take well under a second). */
const ANSWER_WITHIN_MS = 15_000;

async function answerWithin(ms: number, answer: Promise<LightMyRequestResponse>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const describeBytes = (sent: Sent) => {
  const payload = sent.options.payload;
  return Buffer.isBuffer(payload)
    ? `${sent.contentType}: ${clip(payload.toString('latin1'), 600)}`
    : '(none)';
};

/** One failed expectation about one answer, worded so the report alone says what went wrong. */
class WrongAnswer extends Error {}

export interface Harness {
  app: FastifyInstance;
  world: World;
  openApi: OpenApiResponses;
  tally: Tally;
}

/** What the contract alone decides for a request (before any route code), as the oracle predicts it. */
export const predictionOf = (harness: Harness, endpoint: Endpoint, request: FuzzRequest): Prediction =>
  predict(endpoint, request, toInject(endpoint, request, harness.world.tokens));

const unauthenticated = (request: FuzzRequest) =>
  request.actor === 'anonymous' || request.actor === 'stranger';

/**
 * Sends one request and checks its answer: never a 5xx, never the server's insides; a refusal the contract
 * predicts has that status (a 422 with the locations of the schema's issues); a caller without a session is 401;
 * a success is documented in the OpenAPI document and matches it; an error is a house {detail} body.
 */
export async function sendAndCheck(
  harness: Harness,
  endpoint: Endpoint,
  request: FuzzRequest,
  options: { mustBeRefused?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const sent = toInject(endpoint, request, harness.world.tokens);
  const response = await answerWithin(ANSWER_WITHIN_MS, harness.app.inject(sent.options));
  if (!response)
    throw new WrongAnswer(
      `${operationName(endpoint)} as ${request.actor}: no answer within ${ANSWER_WITHIN_MS / 1000} s` +
        `\n  url: ${clip(String(sent.options.url))}\n  sent: ${clip(sent.text ?? describeBytes(sent))}`,
    );
  const prediction = predict(endpoint, request, sent);
  const problem = problemWith(harness, endpoint, request, prediction, response, options);
  harness.tally.count(
    operationName(endpoint),
    response.statusCode,
    response.statusCode < 400 && problem === null,
  );
  if (problem)
    throw new WrongAnswer(
      `${operationName(endpoint)} as ${request.actor}: ${problem}\n  url: ${clip(String(sent.options.url))}` +
        `\n  sent: ${clip(sent.text ?? describeBytes(sent))}\n  answer ${response.statusCode}: ${clip(response.body)}`,
    );
  if (endpoint.creates && response.statusCode === 201) {
    const id = (response.json() as Record<string, unknown>)[endpoint.creates.field];
    if (typeof id === 'string') harness.world.pools[endpoint.creates.kind].created.push(id);
  }
  return response;
}

function problemWith(
  harness: Harness,
  endpoint: Endpoint,
  request: FuzzRequest,
  prediction: Prediction,
  response: LightMyRequestResponse,
  options: { mustBeRefused?: boolean },
): string | null {
  const { statusCode: status, body } = response;
  if (status >= 500) return `a server error (${status})`;
  const internals = internalsIn(body);
  if (internals) return `the answer shows the server's insides: ${clip(internals, 80)}`;
  if (prediction.outcome === 'refused' && status !== prediction.status)
    return `the contract refuses this with ${prediction.status}, the answer is ${status}`;
  if (prediction.outcome === 'refused' && prediction.locs) {
    const locs = issueLocs(response);
    const expected = prediction.locs.map((loc) => JSON.stringify(loc.map(String))).sort();
    if (JSON.stringify(locs) !== JSON.stringify(expected))
      return `422 at ${locs.join(' ')}, the schema's issues are at ${expected.join(' ')}`;
  }
  if (prediction.outcome === 'malformed' && (status < 400 || status >= 500))
    return `a malformed request answered ${status}`;
  if (
    prediction.outcome === 'to-route' &&
    endpoint.access === 'signed-in' &&
    unauthenticated(request) &&
    status !== 401
  )
    return `no session, yet ${status}`;
  if (status === 422 && !hasLocatedIssues(response) && endpoint.transport !== 'multipart')
    return 'a 422 without loc on its issues';
  if (options.mustBeRefused) {
    if (status < 400) return `must be refused, answered ${status}`;
    const leaked = harness.world.foreignSecrets.find((secret) => body.includes(secret));
    if (leaked) return `the refusal names the stranger tenant's ${leaked}`;
  }
  return harness.openApi.problemWith(endpoint, response);
}

/** The loc of every issue of a 422, each as JSON of its parts as text ([] when the body has none). */
/**
 * A 422 names where each problem is. Most are in the request (body, query, path); a refusal about stored state
 * names that instead, e.g. a send whose billing profile lacks a field (["billing", "vat_id"]).
 */
function hasLocatedIssues(response: LightMyRequestResponse): boolean {
  try {
    const detail = (response.json() as { detail?: unknown }).detail;
    return (
      Array.isArray(detail) &&
      detail.length > 0 &&
      detail.every((issue: { loc?: unknown }) => Array.isArray(issue.loc) && issue.loc.length > 0)
    );
  } catch {
    return false;
  }
}

function issueLocs(response: LightMyRequestResponse): string[] {
  try {
    const detail = (response.json() as { detail?: unknown }).detail;
    if (!Array.isArray(detail)) return [];
    return detail
      .map((issue: { loc?: unknown }) => issue.loc)
      .filter(
        (loc): loc is unknown[] => Array.isArray(loc) && ['body', 'query', 'path'].includes(String(loc[0])),
      )
      .map((loc) => JSON.stringify(loc.map(String)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A request outside the document: never a 5xx or the server's insides, an untouched signed link serves its file,
 * and an error is a house {detail} body (a HEAD answer, and the live socket's address asked without an upgrade,
 * have none).
 */
export async function sendOutsideAndCheck(harness: Harness, request: OutsideRequest) {
  const response = await answerWithin(
    ANSWER_WITHIN_MS,
    harness.app.inject({ method: request.method, url: request.url }),
  );
  const where = `${request.method} ${clip(request.url)}`;
  if (!response) throw new WrongAnswer(`${where}: no answer within ${ANSWER_WITHIN_MS / 1000} s`);
  harness.tally.count(`${request.method} outside the document`, response.statusCode, false);
  const { statusCode: status, body } = response;
  const problem =
    status >= 500
      ? `a server error (${status})`
      : internalsIn(body)
        ? `the answer shows the server's insides: ${internalsIn(body)}`
        : request.untouched && status !== 200
          ? `a signed link as handed out answered ${status}`
          : status >= 400 && body !== '' && !houseErrorShape(safeJson(body))
            ? 'not a {detail} body'
            : status >= 400 && body === '' && request.method !== 'HEAD' && !request.url.startsWith('/ws')
              ? 'an error without a body'
              : null;
  if (problem) throw new WrongAnswer(`${where}: ${problem}\n  answer ${status}: ${clip(body)}`);
}

const houseErrorShape = (body: unknown) =>
  [ErrorBody, ValidationErrorBody].some((shape) => shape.strict().safeParse(body).success);

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Runs a property with a fixed seed and reports the first wrong answer in a few lines (the counterexample itself may
 * hold texts of 300k characters) and how to replay it. No shrinking: the database has moved on since, so smaller
 * requests would be tried against another state.
 */
export async function fuzz<T>(
  arbitrary: fc.Arbitrary<T>,
  runs: number,
  seed: number,
  check: (value: T) => Promise<unknown>,
  /** The kind of request the runs are of, named in a failure. */
  kind?: string,
) {
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (value) => {
      await check(value);
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  if (!details.failed) return;
  const error = details.errorInstance;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    `${kind ? `${kind}: ` : ''}${reason}\n  seed ${details.seed} (FUZZ_SEED plus the operation's place in the table), path ${details.counterexamplePath}`,
  );
}
