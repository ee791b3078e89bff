// ESLint over every workspace (backend, modules, frontend, cli, scripts, bench, tests).
// Syntax-only rules (no type information) so a full run stays fast on a small machine.
// Import boundaries and cycles are checked by dependency-cruiser (.dependency-cruiser.cjs), not here:
// eslint-plugin-import-x was rejected because its native resolver has no builds for other platforms
// in the registry, so `npm ci` failed.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import i18next from 'eslint-plugin-i18next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    ignores: ['**/node_modules/', 'build/', 'frontend/dist/', 'data/', '**/tmp/', 'test-results/', 'bench/results/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      // As in tsconfig.json: Lucid models need the runtime classes of their decorated columns' types.
      parserOptions: { experimentalDecorators: true, emitDecoratorMetadata: true },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      // A timer declared before the closure that clears it and set later is not a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // AdonisJS config augments its registries with `interface X extends Inferred<typeof config> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `any` marks deliberate untyped edges (knex rows, API JSON, test fixtures); strict tsc covers the rest.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Server side: the backend, module backends and CLIs, the CLI shell, scripts, benches and tests.
  {
    files: [
      'backend/**',
      'modules/*/backend/**',
      'modules/*/cli/**',
      'cli/**',
      'scripts/**',
      'bench/**',
      'tests/**',
      'frontend/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  // Browser side: the frontend shell and module frontends.
  {
    files: ['frontend/src/**', 'modules/*/frontend/**'],
    languageOptions: { globals: globals.browser },
  },
  // Shared code runs in both shells.
  {
    files: ['modules/*/shared/**', 'backend/core/shared/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // CommonJS files (loaded by tools with require()) import with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Callbacks that Playwright runs in the page.
  {
    files: ['tests/browser/**', 'bench/kiosk-render.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'modules/*/frontend/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Missing dependencies are bugs more often than not: fail, and say why where a run-once is meant.
      'react-hooks/exhaustive-deps': 'error',
      // Flags effects that sync state from the URL or a query (reset the page on a new search, open
      // the 2FA dialog from ?setup=2fa): correct here, and state set during render would be riskier.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  // No user-visible text written in JSX (issue 32): every text a person reads comes from the message
  // catalogs through translate()/t(). Flags text between tags, strings in JSX expressions and the
  // attributes people read. eslint-plugin-i18next rather than eslint-plugin-react's jsx-no-literals:
  // the latter's peer range stops at ESLint 9 (this repository runs 10), and this rule also sees
  // strings inside JSX expressions (`{busy ? 'Saving...' : 'Save'}`). Names, handles, numbers,
  // punctuation and icons are not literals; tests and catalogs are not screens.
  {
    files: ['frontend/src/**/*.tsx', 'modules/*/frontend/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testSupport.tsx', 'frontend/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'subheader',
              'subtitle',
              'description',
              'aria-label',
              'aria-description',
              'placeholder',
              'helperText',
              'alt',
              'primary',
              'secondary',
              'primaryText',
              'tooltip',
              'emptyText',
              'submitLabel',
              'busyLabel',
              'message',
            ],
          },
          // Words without a letter (punctuation, numbers, symbols, emoji) are not texts.
          words: { exclude: [/^[^\p{L}]*$/u] },
          // A call's arguments are keys, paths and options (translate('…'), navigate('/…')), not texts.
          callees: { exclude: ['.*'] },
        },
      ],
    },
  }
)
