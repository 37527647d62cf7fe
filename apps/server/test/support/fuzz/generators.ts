import fc from 'fast-check';
import { type Endpoint, INBOUND_SECRET } from './endpoints.ts';
import {
  DeepNesting,
  hostileText,
  hostileValue,
  hostileValueKinds,
  jsonText,
  type MutationKind,
  mutationOf,
  mutationOfKind,
} from './hostile-values.ts';
import { examplesFor, hintsFor, ID_FIELDS, paramExamplesFor, someOf, visibleId } from './realistic-values.ts';
import { type Body, type FuzzRequest, type ParamValue, wellFormed } from './requests.ts';
import { arbitraryOfZod } from './schema-arbitrary.ts';
import { rawMail, refusedFiles, someFiles, uploadForm } from './special-bodies.ts';
import type { ActorName, IdKind, IdPool, World } from './world.ts';

/** Segments that are not ids: bad percent-escapes, dot segments, and texts that are no uuid. */
const oddSegment: fc.Arbitrary<ParamValue> = fc.oneof(
  someOf(
    ['%ZZ', '%', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '%2e%2e', '..', ';', 'a;b=c', '*', '%252F'].map(
      (raw) => ({ raw }),
    ),
  ),
  someOf([
    'not-a-uuid',
    '1',
    '{00000000-0000-4000-8000-000000000000}',
    ' 00000000-0000-4000-8000-000000000000',
    'a/b',
    '?x=1',
    '#',
  ]).map((value) => ({ value })),
  hostileText.filter((text) => wellFormed(text) && text.length < 300).map((value) => ({ value })),
);

const refusedId = (pool: IdPool): fc.Arbitrary<ParamValue> =>
  fc.oneof(
    { weight: 3, arbitrary: someOf(pool.foreign).map((value) => ({ value })) },
    { weight: 2, arbitrary: fc.uuid().map((value) => ({ value })) },
    { weight: 2, arbitrary: oddSegment },
  );

const actorArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<ActorName>('admin', 'member') },
  { weight: 1, arbitrary: fc.constant<ActorName>('guest') },
  { weight: 1, arbitrary: fc.constantFrom<ActorName>('anonymous', 'stranger') },
);

/** Query values as they travel: texts, a list for a repeated key; anything else written out as text. */
function asQuery(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof DeepNesting) return {};
  const scalar = (item: unknown) => (typeof item === 'string' ? item : item === null ? '' : jsonText(item));
  // A key given once is a text to the server, a key given twice or more a list; a key given no value is absent.
  const travelled = (item: unknown) => {
    if (!Array.isArray(item)) return scalar(item);
    return item.length === 1 ? scalar(item[0]) : item.map(scalar);
  };
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => key !== '__proto__' && !(Array.isArray(item) && item.length === 0))
      .map(([key, item]) => [key, travelled(item)]),
  );
}

const rawQuery = someOf([
  '%ZZ',
  'q=%ED%A0%80',
  'q',
  '&&&',
  '=',
  'q[]=x',
  'q[a]=b',
  'limit=1&limit=x',
  '%00=%00',
  'a=%',
  'token=a+b',
]).map((raw) => ({ raw }));

const rawJson = someOf([
  '{',
  '{"a":',
  '',
  '   ',
  'nul',
  '{"a":1}{"b":2}',
  '"\\ud800"',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{}}}',
]);

const oddBody: fc.Arbitrary<Body> = fc.oneof(
  rawJson.map((text) => ({ kind: 'text' as const, contentType: 'application/json', text })),
  hostileText.map((text) => ({ kind: 'text' as const, contentType: 'text/plain', text })),
  fc
    .constantFrom(
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'x/y; charset=nope',
    )
    .map((contentType) => ({ kind: 'text' as const, contentType, text: '<a>1</a>' })),
);

/** Generated parts of one endpoint's requests, for the actors of this world. */
export function requestParts(endpoint: Endpoint, world: World) {
  const hints = hintsFor(world);
  const paramNames = Object.keys(endpoint.ids ?? {});
  const idPool = (name: string) => world.pools[endpoint.ids?.[name] ?? 'dossier'];
  const validQuery = endpoint.query ? arbitraryOfZod(endpoint.query, hints) : fc.constant({});
  const derivedBody = endpoint.body ? arbitraryOfZod(endpoint.body, hints) : fc.constant(undefined);
  const examples = examplesFor(endpoint.path, world);
  const validBody = examples
    ? fc.oneof({ weight: 2, arbitrary: derivedBody }, { weight: 1, arbitrary: examples })
    : derivedBody;
  const eachVisible = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        fc.oneof(
          { weight: 12, arbitrary: visibleId(idPool(name)).map((value) => ({ value })) },
          { weight: 1, arbitrary: oddSegment },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, ParamValue>>;
  const paramExamples = paramExamplesFor(endpoint.path, world);
  const visibleParams = paramExamples
    ? fc.oneof(
        { weight: 3, arbitrary: eachVisible },
        {
          weight: 1,
          arbitrary: paramExamples.map((ids) =>
            Object.fromEntries(Object.entries(ids).map(([name, value]) => [name, { value }])),
          ),
        },
      )
    : eachVisible;
  const jsonBody = (value: unknown): Body =>
    value === undefined ? { kind: 'none' } : { kind: 'json', value };
  const takesBody = endpoint.method !== 'GET';
  return { hints, paramNames, idPool, validQuery, validBody, visibleParams, jsonBody, takesBody };
}

/** Requests of every kind: mostly contract-shaped with ids the actors may see, some wrong in one place or odd. */
export function anyRequest(endpoint: Endpoint, world: World): fc.Arbitrary<FuzzRequest> {
  const parts = requestParts(endpoint, world);
  const query = fc.oneof(
    { weight: 6, arbitrary: parts.validQuery.map(asQuery) },
    { weight: 3, arbitrary: mutationOf(parts.validQuery).map(asQuery) },
    { weight: 1, arbitrary: rawQuery },
  );
  const body = !parts.takesBody
    ? fc.constant<Body>({ kind: 'none' })
    : fc.oneof(
        { weight: endpoint.body ? 6 : 8, arbitrary: parts.validBody.map(parts.jsonBody) },
        { weight: 3, arbitrary: mutationOf(parts.validBody).map(parts.jsonBody) },
        { weight: 1, arbitrary: oddBody },
      );
  return fc
    .record({
      actor: actorArbitrary,
      params: parts.visibleParams,
      query,
      body: specialBody(endpoint, world) ?? body,
    })
    .chain((request) => withHeaders(endpoint, request));
}

/** Generated requests of one named kind; each kind gets runs of its own, so none is left to chance. */
export interface RequestKind {
  kind: string;
  arbitrary: fc.Arbitrary<FuzzRequest>;
}

/**
 * Requests that must be refused whatever the route does, by kind: a payload the contract rejects, an id of the
 * stranger tenant (or none at all) where the route names one, no session, a wrong inbound secret (every kind of
 * the inbound route sends a wrong or no secret), an upload of nothing good.
 */
export function refusedModes(
  endpoint: Endpoint,
  world: World,
  refusedByContract: (request: FuzzRequest) => boolean,
): RequestKind[] {
  const parts = requestParts(endpoint, world);
  const signedIn = fc.constantFrom<ActorName>('admin', 'member', 'guest');
  const valid = {
    params: parts.visibleParams,
    query: parts.validQuery.map(asQuery),
    body: specialBody(endpoint, world) ?? parts.validBody.map(parts.jsonBody),
  };
  const modes: RequestKind[] = [];
  const invalidBody = parts.takesBody ? mutationOf(parts.validBody).map(parts.jsonBody) : valid.body;
  const nulInQuery = fc
    .tuple(parts.validQuery, fc.string({ maxLength: 6 }))
    .map(([query, text]) => ({ ...asQuery(query), [`x${text.length}`]: `${text}\u0000` }));
  modes.push({
    kind: 'refused by the contract',
    arbitrary: fc
      .record({
        actor: actorArbitrary,
        params: valid.params,
        query: fc.oneof(mutationOf(parts.validQuery).map(asQuery), nulInQuery, valid.query),
        body: endpoint.transport ? valid.body : fc.oneof(invalidBody, valid.body),
      })
      .filter(refusedByContract),
  });
  if (parts.paramNames.length > 0) {
    const oneBadParam = fc
      .tuple(parts.visibleParams, fc.nat(parts.paramNames.length - 1))
      .chain(([params, index]) => {
        const name = parts.paramNames[index] as string;
        return refusedId(parts.idPool(name)).map((bad) => ({ ...params, [name]: bad }));
      });
    modes.push({
      kind: "a path id of the stranger tenant, nobody's, or no id",
      arbitrary: fc.record({ actor: signedIn, params: oneBadParam, query: valid.query, body: valid.body }),
    });
  }
  for (const field of endpoint.foreignBodyIds ?? []) {
    const pool = world.pools[ID_FIELDS[field] as IdKind];
    // A user is only looked up in a client company the dossier may take (an external one has none to pick).
    const company = field === 'user_id' ? { company_id: world.counterparties.client } : {};
    const body = fc
      .tuple(parts.validBody, someOf(pool.foreign))
      .map(([value, id]) => parts.jsonBody({ ...(value as object), ...company, [field]: id }));
    modes.push({
      kind: `the stranger tenant's ${field} in the body`,
      arbitrary: fc.record({ actor: signedIn, params: valid.params, query: valid.query, body }),
    });
  }
  if (endpoint.access === 'signed-in')
    modes.push({
      kind: 'no session',
      arbitrary: fc.record({ actor: fc.constantFrom<ActorName>('anonymous', 'stranger'), ...valid }),
    });
  if (endpoint.transport === 'multipart') {
    const dossier = world.pools.dossier;
    const noDossier = fc.oneof(
      someOf(dossier.foreign),
      fc.uuid(),
      hostileText.map((text) => text.slice(0, 200)),
      fc.constant(null),
    );
    modes.push(
      {
        kind: 'an upload to no dossier the caller has',
        arbitrary: fc.record({
          actor: signedIn,
          params: valid.params,
          query: valid.query,
          body: uploadForm(noDossier, someFiles),
        }),
      },
      {
        kind: 'an upload of refused files',
        arbitrary: fc.record({
          actor: signedIn,
          params: valid.params,
          query: valid.query,
          body: uploadForm(someOf(dossier.visible), refusedFiles),
        }),
      },
    );
  }
  return modes.map(({ kind, arbitrary }) => ({
    kind,
    arbitrary: arbitrary.chain((request) => withHeaders(endpoint, request, { refused: true })),
  }));
}

/**
 * One kind per kind of hostile value (hostileValueKinds) in a field, and per kind of mutation (a field dropped, an
 * extra field, an own __proto__, the whole value replaced): in the JSON body where the operation takes one, in the
 * query otherwise (as an extra key where the operation reads no query). Each is random within its kind; run once
 * per operation, they send every kind to every operation however few the random runs are.
 */
export function hostileSweep(endpoint: Endpoint, world: World): RequestKind[] {
  const parts = requestParts(endpoint, world);
  const inBody = parts.takesBody && !endpoint.transport;
  const base = inBody ? parts.validBody : parts.validQuery;
  const hasFields = Boolean(inBody ? endpoint.body : endpoint.query);
  const where = inBody ? 'body' : 'query';
  const place = (mutated: fc.Arbitrary<unknown>) =>
    fc
      .record({
        actor: actorArbitrary,
        params: parts.visibleParams,
        query: inBody ? parts.validQuery.map(asQuery) : mutated.map(asQuery),
        body: inBody
          ? mutated.map(parts.jsonBody)
          : (specialBody(endpoint, world) ?? parts.validBody.map(parts.jsonBody)),
      })
      .chain((request) => withHeaders(endpoint, request));
  const inField: MutationKind = hasFields ? 'replace' : 'extra';
  const kinds: RequestKind[] = Object.entries(hostileValueKinds).map(([kind, hostile]) => ({
    kind: `${where}: ${kind}`,
    arbitrary: place(mutationOfKind(base, inField, hostile)),
  }));
  kinds.push(
    {
      kind: `${where}: a field dropped`,
      arbitrary: place(mutationOfKind(base, hasFields ? 'drop' : 'extra', hostileValue)),
    },
    { kind: `${where}: an extra field`, arbitrary: place(mutationOfKind(base, 'extra', hostileValue)) },
    {
      kind: `${where}: an own __proto__ field`,
      arbitrary: place(mutationOfKind(base, 'extra', hostileValue, fc.constant('__proto__'))),
    },
    {
      kind: `${where}: the whole of it replaced`,
      arbitrary: inBody
        ? place(mutationOfKind(base, 'root', hostileValue))
        : fc
            .record({
              actor: actorArbitrary,
              params: parts.visibleParams,
              query: rawQuery,
              body: specialBody(endpoint, world) ?? parts.validBody.map(parts.jsonBody),
            })
            .chain((request) => withHeaders(endpoint, request)),
    },
  );
  return kinds;
}

/**
 * A pair of requests alike but for one path id: the stranger tenant's in the first, an id nobody has in the second.
 * Ids of other tenants must reveal nothing, so both are answered alike.
 */
export function foreignAndUnknown(
  endpoint: Endpoint,
  world: World,
): fc.Arbitrary<[FuzzRequest, FuzzRequest]> {
  const parts = requestParts(endpoint, world);
  return fc
    .record({
      actor: fc.constantFrom<ActorName>('admin', 'member', 'guest'),
      params: parts.visibleParams,
      query: parts.validQuery.map(asQuery),
      body: specialBody(endpoint, world) ?? parts.validBody.map(parts.jsonBody),
      name: fc.constantFrom(...parts.paramNames),
      unknown: fc.uuid(),
    })
    .chain(({ name, unknown, ...request }) =>
      someOf(parts.idPool(name).foreign).map((foreign): [FuzzRequest, FuzzRequest] => [
        { ...request, params: { ...request.params, [name]: { value: foreign } } },
        { ...request, params: { ...request.params, [name]: { value: unknown } } },
      ]),
    );
}

function specialBody(endpoint: Endpoint, world: World): fc.Arbitrary<Body> | null {
  if (endpoint.transport === 'raw-mail') return rawMail;
  if (endpoint.transport === 'multipart')
    return uploadForm(
      fc.oneof(
        { weight: 6, arbitrary: someOf(world.pools.dossier.visible) },
        { weight: 1, arbitrary: fc.uuid() },
      ),
      someFiles,
    );
  return null;
}

/** The inbound-mail service's secret: right mostly, wrong or missing sometimes (and in the refused requests, never right). */
function withHeaders(endpoint: Endpoint, request: FuzzRequest, options: { refused?: boolean } = {}) {
  if (endpoint.access !== 'inbound-secret') return fc.constant(request);
  const wrong = fc.constantFrom<Record<string, string>>({}, { 'x-inbound-secret': 'raden maar' });
  const right = fc.constant({ 'x-inbound-secret': INBOUND_SECRET });
  const headers = options.refused
    ? wrong
    : fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong });
  return headers.map((chosen) => ({ ...request, headers: chosen }));
}
