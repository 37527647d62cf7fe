import fc from 'fast-check';

/**
 * What a careless or hostile client sends instead of the contract's values: control and NUL characters, lone
 * surrogates, texts of 100k+ characters, values 1000 to 200,000 levels deep, wrong types, missing and extra fields.
 */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/**
 * The kinds of hostile text, by name. Generation draws from them all at random; the sweep (hostileSweep in
 * generators.ts) sends each kind at least once to every operation, so sampling fewer runs never leaves one out.
 */
export const hostileTextKinds = {
  'odd, bidi, zero-width and injection texts': fc.constantFrom(
    '',
    ' ',
    '\t\r\n ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '\u202egnirts',
    '\ufeff\u200b',
    'Zoë Ærø ß İı',
    '👩‍👩‍👧‍👦',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '%00%ZZ%',
    '../../../etc/passwd',
    'null',
    '1e309',
  ),
  'control characters (binary text)': fc.string({ unit: 'binary', maxLength: 24 }),
  'a lone surrogate': fc
    .tuple(fc.string({ maxLength: 8 }), loneSurrogate, fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
  'a NUL inside': fc
    .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
    .map(([a, b]) => `${a}\u0000${b}`),
  'a text of 100k-300k characters': fc
    .tuple(
      fc.integer({ min: 100_000, max: 300_000 }),
      fc.constantFrom('x', 'é', '€', '😀', '\ud800', ' ', 'a\u0000'),
    )
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
} satisfies Record<string, fc.Arbitrary<string>>;

export const hostileText: fc.Arbitrary<string> = fc.oneof(...Object.values(hostileTextKinds));

/**
 * A value nested `depth` levels deep, written into the JSON text as is: JSON.stringify cannot write it at the
 * deeper end, and the server must survive what JSON.parse can read.
 */
export class DeepNesting {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object' | 'mixed',
    readonly leaf: string,
  ) {}

  toText(): string {
    const [open, close] = {
      array: ['[', ']'],
      object: ['{"a":', '}'],
      mixed: ['[{"a":', '}]'],
    }[this.shape];
    const levels = this.shape === 'mixed' ? Math.ceil(this.depth / 2) : this.depth;
    return `${open.repeat(levels)}${this.leaf}${close.repeat(levels)}`;
  }
}

const nestingOf = (depth: fc.Arbitrary<number>) =>
  fc
    .tuple(
      depth,
      fc.constantFrom('array', 'object', 'mixed'),
      fc.constantFrom('null', '"x"', '"\\u0000"', '1', '[]'),
    )
    .map(([levels, shape, leaf]) => new DeepNesting(levels, shape as DeepNesting['shape'], leaf));

const shallowNesting = fc.integer({ min: 1_000, max: 5_000 });
const deepestNesting = fc.integer({ min: 50_000, max: 200_000 });

export const deepNesting = nestingOf(
  fc.oneof({ weight: 4, arbitrary: shallowNesting }, { weight: 1, arbitrary: deepestNesting }),
);

const wrongScalar = fc.constantFrom(
  0,
  -1,
  1.5,
  1e308,
  -1e-308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
);
const oddContainer = fc.constantFrom([], {}, [null], { '': '' }, ['a', 'b']);
const anyJson = fc.jsonValue({ maxDepth: 3 });

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: wrongScalar },
  { weight: 1, arbitrary: oddContainer },
  { weight: 2, arbitrary: anyJson },
  { weight: 1, arbitrary: deepNesting },
);

/** Every kind of hostile value by name: the texts' kinds, wrong types, containers, JSON, nesting shallow and deep. */
export const hostileValueKinds: Record<string, fc.Arbitrary<unknown>> = {
  ...hostileTextKinds,
  'a number, boolean or null where another type belongs': wrongScalar,
  'an empty or odd container': oddContainer,
  'any JSON value': anyJson,
  'nesting 1,000-5,000 levels deep': nestingOf(shallowNesting),
  'nesting 50,000-200,000 levels deep': nestingOf(deepestNesting),
};

export const extraKey = fc.oneof(
  fc.constantFrom(
    'extra',
    'is_admin',
    'role',
    'company_id',
    'id',
    'status',
    '',
    '\u0000',
    'constructor',
    'a/b',
    '0',
  ),
  fc.string({ maxLength: 10 }),
);

type Path = (string | number)[];

function nodePaths(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (!value || typeof value !== 'object') return into;
  const children: [string | number, unknown][] = Array.isArray(value)
    ? [...value.entries()]
    : Object.entries(value);
  for (const [key, item] of children) nodePaths(item, [...path, key], into);
  return into;
}

function nodeAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property even when named __proto__, as JSON.parse makes it. */
const setOwn = (target: Record<string | number, unknown>, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

export type MutationKind = 'replace' | 'drop' | 'extra' | 'root';

/** One wrong thing in an otherwise contract-shaped value: a field replaced, dropped or added, or the whole of it. */
export function mutate(
  base: unknown,
  kind: MutationKind,
  pick: number,
  hostile: unknown,
  key: string,
): unknown {
  if (kind === 'root' || base === undefined) return hostile;
  const value = structuredClone(base);
  const paths = nodePaths(value);
  if (kind === 'extra') {
    const objects = paths.filter((path) => isObject(nodeAt(value, path)));
    if (objects.length === 0) return hostile;
    setOwn(nodeAt(value, objects[pick % objects.length] as Path) as Record<string, unknown>, key, hostile);
    return value;
  }
  const inner = paths.filter((path) => path.length > 0);
  if (inner.length === 0) return hostile;
  const path = inner[pick % inner.length] as Path;
  const parent = nodeAt(value, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (kind === 'drop' && !Array.isArray(parent)) delete parent[last];
  else setOwn(parent, last, hostile);
  return value;
}

export const mutationOf = (base: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      base,
      fc.constantFrom<MutationKind>('replace', 'replace', 'drop', 'extra', 'root'),
      fc.nat(),
      hostileValue,
      fc.oneof({ weight: 9, arbitrary: extraKey }, { weight: 1, arbitrary: fc.constant('__proto__') }),
    )
    .map(([value, kind, pick, hostile, key]) => mutate(value, kind, pick, hostile, key));

/** One wrong thing of a chosen kind, with a hostile value (and an extra field's name) drawn from the given ones. */
export const mutationOfKind = (
  base: fc.Arbitrary<unknown>,
  kind: MutationKind,
  hostile: fc.Arbitrary<unknown>,
  key: fc.Arbitrary<string> = extraKey,
) =>
  fc
    .tuple(base, fc.nat(), hostile, key)
    .map(([value, pick, chosen, name]) => mutate(value, kind, pick, chosen, name));

/** JSON text of a value, with each DeepNesting written out at its place. */
export function jsonText(value: unknown): string {
  const deep: DeepNesting[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (!(item instanceof DeepNesting)) return item;
    deep.push(item);
    return `\u0001deep${deep.length - 1}\u0001`;
  });
  if (text === undefined) return '';
  return deep.reduce(
    (written, item, index) => written.replace(`"\\u0001deep${index}\\u0001"`, item.toText()),
    text,
  );
}
