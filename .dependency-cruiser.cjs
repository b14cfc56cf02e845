// The house's boundaries (docs/decisions/0015-modules-by-owner.md), checked by `npm run lint:boundaries`.
// Each rule's `comment` is the one line that says why it exists; the checker prints it with a violation.

/** Modules a pure rule (`*.rules.ts`) or src/shared may not reach: anything that does I/O or holds state. */
const IO_MODULES = [
  '[.](repo|service|router|jobs|poller|adapter|plugin|route|routes|bus)[.]ts$',
  '^src/server/(app|main|deps|config|env|startup)[.]ts$',
  '^src/server/db/(client|migrate|migrations|transaction|unavailable|clock)[.]ts$',
  '^node_modules/(pg|@electric-sql/pglite|kysely|kysely-pglite-dialect|fastify|@fastify/[^/]+|ws|nodemailer)/',
];
const IO_CORE =
  '^(node:)?(fs|fs/promises|net|http|https|http2|tls|dns|dgram|child_process|cluster|worker_threads|zlib)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle (type-only ones too) ties modules so none can change or load on its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'repo-stays-in-its-module',
      comment: "One owner per table: another module calls the owner's service, never its repo.",
      severity: 'error',
      from: { path: '^src/server/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: { path: '^src/server/[^/]+/.+[.]repo[.]ts$', pathNot: '^src/server/$1/' },
    },
    {
      name: 'repo-not-from-the-top',
      comment: 'The host files (app, main, deps, config) compose services; queries stay behind them.',
      severity: 'error',
      from: { path: '^src/server/[^/]+[.]ts$', pathNot: '[.]test[.]ts$' },
      to: { path: '[.]repo[.]ts$' },
    },
    {
      name: 'routers-call-services',
      comment: 'Routers stay thin: input schema, one service call; queries belong to the service below.',
      severity: 'error',
      from: { path: '[.]router[.]ts$' },
      to: { path: '[.]repo[.]ts$' },
    },
    {
      name: 'admin-only-composes',
      comment: 'admin/ only assembles admin.* from the <module>.admin.router.ts files beside each domain.',
      severity: 'error',
      from: { path: '^src/server/admin/', pathNot: '[.]test[.]ts$' },
      to: { path: '^src/server/', pathNot: ['[.]admin[.]router[.]ts$', '^src/server/trpc/init[.]ts$'] },
    },
    {
      name: 'admin-routers-compose-in-admin',
      comment: 'Every admin procedure is reached through admin.*, so the access walk sees all of them.',
      severity: 'error',
      from: { pathNot: ['^src/server/admin/', '[.]admin[.]router[.]ts$', '[.]test[.]ts$'] },
      to: { path: '[.]admin[.]router[.]ts$' },
    },
    {
      name: 'rules-are-pure',
      comment: 'Rules decide from what they are given (now included), so table tests need no database.',
      severity: 'error',
      from: { path: '[.]rules[.]ts$' },
      to: { path: [...IO_MODULES, IO_CORE] },
    },
    {
      name: 'shared-is-pure',
      comment:
        'src/shared runs in the browser and on the server: it imports only itself and zod (no Node, no I/O).',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { pathNot: ['^src/shared/', '^node_modules/zod/'] },
    },
    {
      name: 'wire-knows-no-domain',
      comment: 'live/wire is the socket protocol only: it must not learn of games, players or boards.',
      severity: 'error',
      from: { path: '^src/server/live/wire/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^src/',
        pathNot: ['^src/server/live/wire/', '^src/shared/schemas/transport[.]ts$'],
      },
    },
    {
      name: 'client-features-apart',
      comment: 'A feature never imports another; pages compose them, shared bits live in components or lib.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-layers-point-down',
      comment: 'components and lib serve every feature, and features serve pages: never the other way.',
      severity: 'error',
      from: { path: '^src/client/(components|lib|features)/' },
      to: { path: '^src/client/(pages|app)/' },
    },
    {
      name: 'client-shared-below-features',
      comment: 'components and lib are shared by all features, so they may not depend on one.',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'client-server-apart',
      comment: 'The browser bundle may know the API only by its types; the server never imports the client.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-client',
      comment: 'The server never imports the client.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'migrations-frozen',
      comment:
        'A migration runs the same on every database: no app code, but the board SQL (ADR 0015, hash-checked).',
      severity: 'error',
      from: { path: '^db/(migrations|migration-support)/' },
      to: { path: '^src/', pathNot: '^src/server/leaderboard/board-keeping[.]sql[.]ts$' },
    },
    {
      name: 'src-code-serves-the-app',
      comment: 'Test helpers live in tests/support: under src/ only *.test.ts(x) exists for tests alone.',
      severity: 'error',
      from: {
        path: '^(src/server/main[.]ts|src/client/main[.]tsx|src/client/boot/landing-markup[.]tsx|scripts/[^/]+[.]ts|scripts/bench/[^/]+[.]ts|kysely[.]config[.]ts)$',
      },
      to: {
        path: '^src/.+[.]tsx?$',
        // landing-markup.tsx is an entry too: vite.prerender.ts renders it at build time by its path.
        pathNot: [
          '[.]test[.]tsx?$',
          '^src/server/main[.]ts$',
          '^src/client/main[.]tsx$',
          '^src/client/boot/landing-markup[.]tsx$',
        ],
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^dist/', '^\\.tmp/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
