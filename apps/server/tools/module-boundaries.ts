/**
 * The server's module boundaries (README, Layout), checked in `npm test` and by `npm run lint:deps`.
 * Hand-written because dependency-cruiser cannot read our sources: it needs TypeScript's compiler API
 * (TypeScript 7 has none) or @swc/core (whose platform packages the registry lacks, which breaks `npm ci`).
 * Our files are Biome-formatted, so every relative import or re-export ends in `from './x.ts'` or is
 * `import './x.ts'`; type-only imports count too.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'|(?:^|\n)\s*import\s+'(\.{1,2}\/[^']+)'/g;

/** Every .ts file under dir (tests excluded), as paths relative to root. */
function sourceFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

/** The import graph of our own files: file -> the files it imports (relative specifiers only). */
export function importGraph(root: string, srcDir = 'apps/server/src'): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root, srcDir)) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = [...source.matchAll(SPECIFIER)].map((match) =>
      path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2] ?? '')),
    );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected groups of more than one node (or a node importing itself): the cycles. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexes.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) lowlinks.set(node, Math.min(lowlinks.get(node)!, indexes.get(next)!));
    }
    if (lowlinks.get(node) !== indexes.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.has(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return found;
}

const moduleOf = (file: string) => /\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The rules, each with why it exists; a violation names the rule and the import that breaks it. */
export function checkBoundaries(root: string, srcDir = 'apps/server/src'): Violation[] {
  const graph = importGraph(root, srcDir);
  const violations: Violation[] = [];
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
  const under = (file: string, folder: string) => file.startsWith(`${srcDir}/${folder}/`);

  for (const { from, to } of edges) {
    const [fromModule, toModule] = [moduleOf(from), moduleOf(to)];
    // A module uses another's small, named API (its index.ts), never its insides.
    if (fromModule && toModule && fromModule !== toModule && !to.endsWith(`/modules/${toModule}/index.ts`))
      violations.push({ rule: 'modules-through-their-index', from, to });
    // The live layer routes frames; what it may know of sessions and memberships is handed to it.
    if (under(from, 'realtime') && toModule)
      violations.push({ rule: 'realtime-imports-no-module', from, to });
    // Routes parse, call and present: authorization happens in the command or read they call.
    if (/\/modules\/[^/]+\/(member-)?routes\.ts$/.test(from) && under(to, 'policies'))
      violations.push({ rule: 'routes-do-not-authorize', from, to });
    // Policies are pure functions of (actor, resource): no database, modules, mail, sockets or sessions.
    if (
      under(from, 'policies') &&
      ['db', 'modules', 'mail', 'realtime', 'auth'].some((folder) => under(to, folder))
    )
      violations.push({ rule: 'policies-are-pure', from, to });
  }

  // No import cycle between any two files of the server.
  const fileGraph = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
  for (const group of cycles(fileGraph))
    violations.push({ rule: 'no-file-cycles', from: group[0]!, to: group.join(' -> ') });

  // Module folders depend one way only: a cycle between two folders is a design error.
  const folderGraph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [fromModule, toModule] = [moduleOf(from), moduleOf(to)];
    if (!fromModule || !toModule || fromModule === toModule) continue;
    if (!folderGraph.has(fromModule)) folderGraph.set(fromModule, new Set());
    folderGraph.get(fromModule)!.add(toModule);
  }
  for (const group of cycles(folderGraph))
    violations.push({
      rule: 'no-module-cycles',
      from: `modules/${group[0]}`,
      to: group.map((name) => `modules/${name}`).join(' <-> '),
    });
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../../..');
  const violations = checkBoundaries(root);
  for (const { rule, from, to } of violations) process.stdout.write(`  ${rule}: ${from} -> ${to}\n`);
  process.stdout.write(
    violations.length === 0 ? 'Module boundaries hold.\n' : `${violations.length} boundary violations.\n`,
  );
  process.exitCode = violations.length === 0 ? 0 : 1;
}
