// The house's boundaries (docs/design/layers.md; ADR 0015 and ADR 0043), checked by `npm run lint:boundaries`.
// Each rule's `comment` is the one line that says why it exists; the checker prints it with a violation.
//
// The server grows in four layers, each a folder, and the host on top that composes them:
//   src/server/platform/   database, event bus, effects worker, scheduler, metrics, caches, transports: no game
//   src/server/kernel/     the game's shared rules (record, pick result, streak step, periods, a player's day)
//   src/server/modules/    one domain each (games, picks, grading, ...): their tables, services, routers
//   src/server/workflows/  the transactions that span modules (score entry, hand grading, the free pick, ...)
//   src/server/*.ts, api/  the host: env, deps, app, main, the app's router, context and REST table

/** Modules a pure rule (`*.rules.ts`) or src/shared may not reach: anything that does I/O or holds state. */
const IO_MODULES = [
  '[.](repo|service|router|jobs|poller|adapter|plugin|route|routes|bus)[.]ts$',
  '^src/server/(app|main|deps|config|env|startup)[.]ts$',
  '^src/server/platform/db/(client|migrate|migrations|transaction|unavailable|clock)[.]ts$',
  '^node_modules/(pg|@electric-sql/pglite|kysely|kysely-pglite-dialect|fastify|@fastify/[^/]+|ws|nodemailer)/',
];
const IO_CORE =
  '^(node:)?(fs|fs/promises|net|http|https|http2|tls|dns|dgram|child_process|cluster|worker_threads|zlib)$';

/**
 * The calls from one module into another's service that stay, each inside one transaction of the caller's, where a
 * workflow around it would split what must commit or lock as one (docs/design/layers.md, "Sideways calls").
 */
const SIDEWAYS = [
  // A grading writes its outcome on the game row, which it locked first (graded_at is read under that lock).
  { from: '^src/server/modules/grading/', to: '^src/server/modules/games/game-record[.]service[.]ts$' },
  // A grading clears the hand results of its game's picks, and a hand grade sets one, under the grading lock.
  { from: '^src/server/modules/grading/', to: '^src/server/modules/picks/game-picks[.]service[.]ts$' },
  // An unlock and its notification commit together (the notification is an outbox row), wherever it is decided.
  {
    from: '^src/server/modules/achievements/',
    to: '^src/server/modules/notifications/notifications[.]service[.]ts$',
  },
  // The awarding judges a player's record read the one way grading keeps it.
  { from: '^src/server/modules/achievements/', to: '^src/server/modules/grading/recompute[.]service[.]ts$' },
];

/** The host: the files at the top of src/server and the app's api (router, context, REST table). */
const HOST = ['^src/server/[^/]+[.]ts$', '^src/server/api/'];
const TESTS = '[.]test[.]tsx?$';

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
      name: 'platform-knows-no-game',
      comment:
        'The platform (database, bus, effects, scheduler, transports) serves any app: it imports no game code.',
      severity: 'error',
      from: { path: '^src/server/platform/', pathNot: TESTS },
      to: { path: ['^src/server/(kernel|modules|workflows)/', ...HOST] },
    },
    {
      name: 'kernel-below-modules',
      comment: 'The kernel holds the rules every module shares; it reaches no module, workflow or host file.',
      severity: 'error',
      from: { path: '^src/server/kernel/', pathNot: TESTS },
      to: { path: ['^src/server/(modules|workflows)/', ...HOST] },
    },
    {
      name: 'kernel-is-pure',
      comment:
        'Kernel rules decide from what they are given; their SQL twins build statements, never run them.',
      severity: 'error',
      from: { path: '^src/server/kernel/', pathNot: TESTS },
      to: {
        path: [
          IO_CORE,
          '^src/server/platform/',
          '^node_modules/(pg|@electric-sql/pglite|fastify|ws|nodemailer)/',
        ],
        // Types only: the kernel names the platform's shapes (the bus, the schema) but runs none of it.
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'modules-call-no-other-module',
      comment:
        "A module imports the kernel, the platform and its own files; what spans modules is a workflow's.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^src/server/modules/',
        pathNot: ['^src/server/modules/$1/', ...SIDEWAYS.map((s) => s.to)],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'sideways-only-as-listed',
      comment:
        'The few calls from one module into another (SIDEWAYS, each with its reason) come from their module only.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: [TESTS, ...SIDEWAYS.map((s) => s.from)] },
      to: {
        path: SIDEWAYS.map((s) => s.to),
        pathNot: '^src/server/modules/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'modules-below-workflows',
      comment:
        'Workflows call modules, never the other way: a module knows nothing of the transactions above it.',
      severity: 'error',
      from: { path: '^src/server/modules/', pathNot: TESTS },
      to: { path: ['^src/server/workflows/', ...HOST], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'workflows-below-the-host',
      comment: 'Workflows are composed by the host (router, jobs, effects); they import no host file.',
      severity: 'error',
      from: { path: '^src/server/workflows/', pathNot: TESTS },
      to: { path: HOST, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'repo-stays-in-its-module',
      comment: "One owner per table: another module or a workflow calls the owner's service, never its repo.",
      severity: 'error',
      from: { path: '^src/server/(?:modules|platform)/([^/]+)/', pathNot: TESTS },
      to: { path: '[.]repo[.]ts$', pathNot: '^src/server/(?:modules|platform)/$1/' },
    },
    {
      name: 'repos-behind-services',
      comment:
        'Workflows, the kernel and the host compose services; queries stay behind the module that owns them.',
      severity: 'error',
      from: { path: ['^src/server/(workflows|kernel)/', ...HOST], pathNot: TESTS },
      to: { path: '[.]repo[.]ts$' },
    },
    {
      name: 'routers-in-the-api',
      comment:
        "Routers are the host's composition of services into procedures: they live in src/server/api/routers.",
      severity: 'error',
      from: {
        path: '[.]router[.]ts$',
        pathNot: ['^src/server/api/routers/', '^src/server/api/(admin[.])?router[.]ts$'],
      },
      to: {},
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
      comment: 'api/admin.router.ts only assembles admin.* from the admin routers in api/routers.',
      severity: 'error',
      from: { path: '^src/server/api/admin[.]router[.]ts$' },
      to: {
        path: '^src/server/',
        pathNot: ['^src/server/api/routers/[^/]+[.]admin[.]router[.]ts$', '^src/server/api/procedures[.]ts$'],
      },
    },
    {
      name: 'admin-routers-compose-in-admin',
      comment: 'Every admin procedure is reached through admin.*, so the access walk sees all of them.',
      severity: 'error',
      from: { pathNot: ['^src/server/api/admin[.]router[.]ts$', TESTS] },
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
      name: 'socket-knows-no-domain',
      comment:
        'The socket (platform/transport/socket) must not learn of games, players or boards: it speaks tRPC only.',
      severity: 'error',
      from: { path: '^src/server/platform/transport/socket/', pathNot: TESTS },
      to: {
        path: '^src/',
        pathNot: ['^src/server/platform/transport/(socket|trpc)/', '^src/shared/schemas/transport[.]ts$'],
      },
    },
    {
      name: 'trpc-internals-in-one-place',
      comment:
        "tRPC's internals are read in platform/transport/trpc alone (procedure-table.ts, socket-protocol.ts): an upgrade breaks there.",
      severity: 'error',
      from: {
        pathNot: ['^src/server/platform/transport/trpc/(procedure-table|socket-protocol)[.]ts$'],
      },
      // Resolved, the import is the package's dist file; unresolved (no node_modules), its bare name.
      to: { path: '@trpc/server/(dist/)?unstable-core-do-not-import' },
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
      to: { path: '^src/', pathNot: '^src/server/modules/leaderboard/board-keeping[.]sql[.]ts$' },
    },
    {
      name: 'src-code-serves-the-app',
      comment: 'Test helpers live in tests/support: under src/ only *.test.ts(x) exists for tests alone.',
      severity: 'error',
      from: {
        path: '^(src/server/main[.]ts|src/client/main[.]tsx|src/client/boot/landing-markup[.]tsx|scripts/[^/]+[.]ts|scripts/bench/.+[.]ts|kysely[.]config[.]ts)$',
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
