// The web app's import direction (bulletproof-react's rule): app → features → shared, one way.
//   shared = src/components, src/hooks, src/lib, src/config, src/types, src/testing
// A feature does not import another feature, with one documented exception:
//   features/auth/auth-modal-context: the sign-in modal is opened from the header (layout), the search,
//   the profile and the 403 page; its provider sits in app/ and the modal is a feature of its own.
// Run from the repository root: `npm run lint:web-deps`.
const SHARED = '^apps/web/src/(components|hooks|lib|config|types|testing)/';
const AUTH_MODAL_EXCEPTION = '^apps/web/src/features/auth/auth-modal-context\\.tsx$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-no-feature-or-app',
      comment:
        'components, hooks, lib, config and types serve every feature: they import neither features nor app.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'app/ assembles the features (routes, providers); a feature never reaches back into it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/(app/|main\\.tsx)' },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment:
        'A feature talks to another only through app/ (routes) or shared code; see the exception above.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', AUTH_MODAL_EXCEPTION],
      },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle makes module order matter; break it by moving the shared part down.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.test\\.tsx?$' },
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'], conditionNames: ['import', 'default'] },
  },
};
