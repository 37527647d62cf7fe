/**
 * The server's module boundaries, checked in `npm test` (npm run lint:deps). Why each rule exists is its
 * comment; the README's layout section says what goes where.
 */
const SRC = '^apps/server/src';
const MODULES = `${SRC}/modules`;

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Module folders depend one way only: a cycle between two folders is a design error.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULES}/[^/]+$` },
      to: { circular: true },
    },
    {
      name: 'no-file-cycles',
      comment: 'No import cycle between any two files of the server.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'modules-through-their-index',
      comment: "A module uses another's small, named API (its index.ts), never its insides.",
      severity: 'error',
      from: { path: `${MODULES}/([^/]+)/` },
      to: { path: `${MODULES}/[^/]+/`, pathNot: [`${MODULES}/$1/`, `${MODULES}/[^/]+/index\\.ts$`] },
    },
    {
      name: 'realtime-imports-no-module',
      comment: 'The live layer routes frames; what it may know of sessions and memberships is handed to it.',
      severity: 'error',
      from: { path: `${SRC}/realtime/` },
      to: { path: `${MODULES}/` },
    },
    {
      name: 'routes-do-not-authorize',
      comment: 'Routes parse, call and present: authorization happens in the command or read they call.',
      severity: 'error',
      from: { path: `${MODULES}/[^/]+/routes\\.ts$|member-routes\\.ts$` },
      to: { path: `${SRC}/policies/` },
    },
    {
      name: 'policies-are-pure',
      comment: 'Policies are pure functions of (actor, resource): no database, no modules, no I/O.',
      severity: 'error',
      from: { path: `${SRC}/policies/` },
      to: { path: [`${SRC}/(db|modules|mail|realtime|auth)/`, '^(node:|kysely|pg|fastify)'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.ts$'] },
    tsPreCompilationDeps: true,
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
