import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'src');
const source = (file: string) => path.join(SOURCE_DIR, file);

/** The signed-in app's first screen: the shell with a dossier and its chat (scripts/check-web-budget.mjs, `/app`). */
const SHELL_ROOTS = ['routes/app-area.tsx', 'routes/dossier-page.tsx'].map(source);

/**
 * What loads before the shell, or without it: the entry (every page), the landing page and the sign-in page. Their
 * modules stay where they are, so those pages load nothing of the shell (the sign-in form would otherwise wait for
 * the whole shell before it shows).
 */
const OTHER_ROOTS = [
  'main.tsx',
  'features/shell/public-layout.tsx',
  'features/landing/landing-page.tsx',
  'features/auth/login-page.tsx',
].map(source);

function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * A chunk group (Rolldown's codeSplitting) that puts the app's modules the signed-in shell imports statically, and
 * no other first page does, into one chunk: left to itself the bundler cut it into some forty files of a few hundred
 * bytes, one per set of screens sharing them, and on a mobile network each file costs a round trip, and every cut
 * costs compression and glue (measured: 12 kB of gzip on `/app`). Screens inside the signed-in area always have the
 * shell loaded, so they lose nothing by it.
 */
export function appShellChunk(name: string) {
  let shell: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shell) {
      const others = staticClosure(graph, OTHER_ROOTS);
      // The two screens themselves stay chunks of their own, which the router loads (and the manifest names).
      // Only the app's own modules: a library's or the contract's index names every module behind it, used or
      // not, so a walk over imports cannot tell which of them a page really loads; the groups for libraries do.
      const mine = (module: string) =>
        module.startsWith(SOURCE_DIR) && !others.has(module) && !SHELL_ROOTS.includes(module);
      shell = new Set([...staticClosure(graph, SHELL_ROOTS)].filter(mine));
    }
    return shell.has(id) ? name : null;
  };
}
