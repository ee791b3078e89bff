// Import boundaries of the kernel and its modules (docs/architecture.md), checked by `npm run lint`.
// dependency-cruiser rather than ESLint import rules: eslint-plugin-import-x was rejected because its
// native resolver has no builds for other platforms in the registry, so `npm ci` failed.
// Type-only imports count: a boundary is about who knows whom, not only about what runs.

/** What another module may import from a module: its shared/ folder and its public surfaces. */
const PUBLIC_SURFACE = '^modules/[^/]+/(shared/|(backend|frontend|cli)/public[.]ts$)'
/** Test files and test support of a module. */
const TEST_FILES = '(/tests/|[.]test[.]tsx?$|/testSupport[.]tsx?$)'
/** What another module's tests may use besides the public surface: its test helpers and its manifest. */
const TEST_SURFACE = '^modules/[^/]+/(backend/tests/helpers[.]ts|frontend/testSupport[.]tsx|frontend/index[.]ts)$'
const { declaredModules } = require('./scripts/module-graph.cjs')

/** The one module list of each shell. */
const MODULE_LISTS = '^(backend/config/modules|frontend/src/modules|cli/src/modules)[.]ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and tie the files in them into one.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-module',
      comment: 'The kernel and the backend start files never import a module; they iterate #config/modules.',
      severity: 'error',
      from: { path: '^backend/(core|start)/' },
      to: { path: '^modules/' },
    },
    {
      name: 'only-the-module-list',
      comment: 'A shell imports modules only in its one module list.',
      severity: 'error',
      from: { path: '^(backend/config|frontend/src|cli/src)/', pathNot: MODULE_LISTS },
      to: { path: '^modules/' },
    },
    {
      name: 'modules-use-public-surfaces',
      comment: 'A module imports another module only through its shared/ folder and public.ts files.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/', pathNot: TEST_FILES },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/$1/', PUBLIC_SURFACE] },
    },
    // module-layer: a module imports only the modules its shared/module.ts declares (docs/architecture.md).
    ...declaredModules().map(({ name, dependsOn }) => ({
      name: 'module-layer',
      comment: `${name} declares dependsOn [${dependsOn.join(', ')}]: it imports no other module.`,
      severity: 'error',
      from: { path: `^modules/${name}/`, pathNot: TEST_FILES },
      to: { path: '^modules/', pathNot: `^modules/(${[name, ...dependsOn].join('|')})/` },
    })),
    {
      name: 'module-tests-use-test-surfaces',
      comment: "A module's tests may also use another module's test helpers and manifest, nothing else of it.",
      severity: 'error',
      from: { path: ['^modules/([^/]+)/.*' + TEST_FILES] },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/$1/', PUBLIC_SURFACE, TEST_SURFACE] },
    },
    {
      name: 'no-module-list-in-modules',
      comment: 'Modules do not know which modules are enabled: only the shells import the module lists.',
      severity: 'error',
      from: { path: '^modules/' },
      to: { path: MODULE_LISTS },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ code runs in every shell: no AdonisJS, React, MUI or react-admin imports.',
      severity: 'error',
      from: { path: '^(backend/core/shared|modules/[^/]+/shared)/' },
      to: { path: 'node_modules/(@adonisjs/|@mui/|@emotion/|@tanstack/react-|react/|react-dom/|react-admin/|ra-)' },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ code runs in every shell: no node: (core module) imports.',
      severity: 'error',
      from: { path: '^(backend/core/shared|modules/[^/]+/shared)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'tests-use-public-surfaces',
      comment: "The kernel's and shells' tests may use the kernel's internals, not a module's.",
      severity: 'error',
      from: { path: '^(backend/tests|cli/tests|frontend/src/test|tests)/' },
      to: { path: '^modules/', pathNot: PUBLIC_SURFACE },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the checker cannot resolve would slip past every rule above.',
      severity: 'error',
      from: {},
      // Except a Vite plugin's virtual module (vite-plugin-pwa's worker registration): it exists only in the build.
      to: { couldNotResolve: true, pathNot: '^virtual:pwa-register$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|frontend/dist)/' },
    tsPreCompilationDeps: true,
    // The package.json "imports" (#core/*, …) and the frontend aliases (@shell, @core/shared) as paths.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
}
