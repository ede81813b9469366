/** Import direction: app -> features -> shared code; features never import each other; no cycles. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must not depend on each other in a circle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A feature does not import another; move what they share to lib/ or components/.',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'shared-stays-shared',
      severity: 'error',
      comment: 'packages/shared is used by both apps and depends on neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-to-app',
      severity: 'error',
      comment: 'The web app and the server meet only in packages/shared (tests may start the server).',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'lower-layers-do-not-import-features',
      severity: 'error',
      comment: 'lib/, components/, plugins/ and db/ are below the features.',
      from: { path: '^apps/[^/]+/src/(lib|components|plugins|db)/' },
      to: { path: '^apps/[^/]+/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
