// Import boundaries, checked by `npm run check:boundaries` (part of `npm test`).
// docs/decisions/160-module-boundaries.md says why each rule exists.
const tests = '\\.(test|spec)\\.tsx?$|/test/|\\.test-kit\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes load order matter and hides which side owns what.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: tests },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    // ── Server ──────────────────────────────────────────────────────────────────────────
    {
      name: 'server-lib-and-db-below-modules',
      comment:
        'lib/ and db/ are the layers modules stand on: they never reach up into a module. The demo seed (db/seed/) is a script like scripts/: it writes its data through the modules (their services, never their SQL).',
      severity: 'error',
      from: { path: '^apps/server/src/(lib|db)/', pathNot: `^apps/server/src/db/seed/|${tests}` },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-no-foreign-repository',
      comment:
        "A module's SQL is its own: another module calls its service or a narrow exported function, never its repository.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: tests },
      to: {
        path: '^apps/server/src/modules/[^/]+/.*\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'server-repositories-only-from-their-module',
      comment: 'Code outside the modules (plugins, jobs, scripts) goes through a module, not its SQL.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: `^apps/server/src/modules/|${tests}` },
      to: { path: '^apps/server/src/modules/[^/]+/.*\\.repository\\.ts$' },
    },
    // ── Web ─────────────────────────────────────────────────────────────────────────────
    {
      name: 'web-no-cross-feature',
      comment:
        'A feature never imports another feature: what two features share moves down to components/, lib/, hooks/ or packages/shared, and screens compose features in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: tests },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-below-app',
      comment: 'app/ (routes, layouts, providers) composes features; a feature never imports app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: tests },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-layers-below-features',
      comment: 'components/, lib/, hooks/ and config/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|hooks|config)/', pathNot: tests },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/dist(-ssr)?/' },
    tsPreCompilationDeps: true,
    // The web's config: its `@/` alias; the server has no aliases.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
