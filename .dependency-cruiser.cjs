// `npm run lint:deps`: the import rules of the API's layout (docs/architecture.md, decisions.md §1).
// Covers apps/api/src only; the web app has its own rules in apps/web/.dependency-cruiser.cjs.
const API = '^apps/api/src/';
const MIGRATIONS = `${API}platform/db/migrations/`;
const MODULES = `${API}modules/`;
const DOCUMENTS_SEARCH = `${MODULES}documents/search/`;
/** Tests and their helpers may reach further than the code they test. */
const TESTS = '\\.test\\.ts$|/test-[^/]+\\.ts$';
/**
 * A module may import itself and the modules below it: news, case-law → documents → law → reference-data →
 * accounts (law: the law as it stands, links between texts, article statuses and versions, used by documents
 * and by case law; it never reads documents' code, which gives it what it needs).
 */
const moduleOrder = (module, below) => ({
  name: `module-order-${module}`,
  comment: `modules/${module} may import only ${below.length ? below.map((m) => `modules/${m}`).join(', ') : 'no other module'} (no cycle between modules).`,
  severity: 'error',
  from: { path: `${MODULES}${module}/`, pathNot: TESTS },
  to: { path: MODULES, pathNot: [module, ...below].map((m) => `${MODULES}${m}/`) },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle (type-only imports included): split the shared part out, or inject it.',
      severity: 'error',
      from: { path: API },
      to: { circular: true },
    },
    {
      name: 'layers-know-no-resource',
      comment:
        'platform/, http/ and search/ know no resource: they never import modules/ (the caller injects what they need).',
      severity: 'error',
      from: { path: `${API}(platform|http|search)/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'layers-know-no-entry-point',
      comment:
        'Only the entry points (app, server, create-deps, seed-database, cli/) put the layers together; deps.ts and config.ts are shared types.',
      severity: 'error',
      from: { path: `${API}(platform|http|search|modules)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${API}(app|server|create-deps|seed-database)\\.ts$|${API}cli/` },
    },
    {
      name: 'ports-know-no-module',
      comment:
        'deps.ts and config.ts are shared types: they declare the ports the modules implement (SearchRunner) and import no module.',
      severity: 'error',
      from: { path: `${API}(deps|config)\\.ts$` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'search-engine-is-pure',
      comment: 'search/ is the pure text engine: it imports nothing else of the API.',
      severity: 'error',
      from: { path: `${API}search/` },
      to: { path: API, pathNot: `${API}search/` },
    },
    {
      name: 'documents-search-has-one-door',
      comment:
        'modules/documents/search/ (the documents’ search: engine thread, runner, service, hits, answer cache, change log, snapshots) is reached through the SearchRunner port of deps.ts: create-deps.ts builds it (runner, snapshot store); in the documents module only the routes (the answer cache) and the document store (each write’s change, in its transaction) import it; other modules use app.deps.searchRunner.',
      severity: 'error',
      from: {
        path: API,
        pathNot: [
          DOCUMENTS_SEARCH,
          TESTS,
          `${API}create-deps\\.ts$`,
          `${MODULES}documents/(routes|document-store)\\.ts$`,
        ],
      },
      to: { path: DOCUMENTS_SEARCH },
    },
    {
      name: 'migrations-are-frozen',
      comment:
        'A migration is history: it imports nothing outside its folder (only packages such as kysely), so today’s code cannot change what an old migration does.',
      severity: 'error',
      from: { path: MIGRATIONS },
      to: { pathNot: [MIGRATIONS, '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    moduleOrder('accounts', []),
    moduleOrder('reference-data', ['accounts']),
    moduleOrder('law', ['accounts', 'reference-data']),
    moduleOrder('documents', ['accounts', 'reference-data', 'law']),
    moduleOrder('news', ['accounts', 'documents']),
    // the personal library (favourites, folders, downloads, similar texts) reads texts through documents and law
    moduleOrder('library', ['accounts', 'reference-data', 'law', 'documents']),
    // case law: decision fields, courts, structure recognition, pseudonymisation (issue 32); it will use the
    // citations of "the law as it stands" once that module lands
    moduleOrder('case-law', ['accounts', 'reference-data', 'law', 'documents']),
    // saved searches and their alerts (issue 30): run through the documents' search runner
    moduleOrder('alerts', ['accounts', 'reference-data', 'law', 'documents']),
    moduleOrder('back-office', ['accounts']),
    moduleOrder('contact', []),
    moduleOrder('health', []),
    {
      name: 'engine-thread-loads-no-schemas',
      comment:
        'The search engine thread (engine-worker.mjs) loads the contracts without their zod schemas (@lexfaso/contracts/without-schemas): loading the whole index, every schema built, slows each start of the thread (docs/search-engine.md, "Snapshots").',
      severity: 'error',
      from: { path: `${DOCUMENTS_SEARCH}engine-worker\\.mjs$` },
      to: { path: '^packages/contracts/src/index\\.ts$', reachable: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: { path: API },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    includeOnly: { path: ['^apps/api/', '^node_modules/', '^packages/contracts/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle of types still ties the files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mts', '.mjs', '.js', '.d.ts'],
    },
  },
};
