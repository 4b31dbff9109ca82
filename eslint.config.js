import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'apps/web/build*/**', '**/.react-router/**', 'data/**', 'test-results/**', 'playwright-report/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } } },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@fardin/db/*', '@fardin/server/*', '**/apps/server/**'] }],
    },
  },
  {
    // Features never import each other (DESIGN.md section 1, bulletproof-react); shared page
    // state (the selected store: lib/frame-state.tsx) lives in app/lib (decision 0029).
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    // A unit test may check link building of several features side by side.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@fardin/db/*', '@fardin/server/*', '**/apps/server/**'] },
          { regex: '^(?:\\.\\./[a-z-]+/|~/features/)', message: 'Features never import each other; shared code goes to app/lib or components/ui (decision 0028).' },
        ],
      }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@fardin/*', 'node:*'] }],
    },
  },
  {
    // No import cycles in the server and the packages (decision 0028). The rule skips type-only
    // imports (erased at run time); keep types in their own small files anyway (app-deps.ts,
    // cli/admin-command.ts, core/error-text.ts) so that `npx madge --circular` stays clean too.
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A server module uses another module only through its service (`service.ts`, `*-service.ts`);
    // its types (an interface the module offers) may be imported from any of its files. DESIGN.md
    // section 1; decision 0028. No exceptions: what several modules share is offered by a service
    // (e.g. catalogue/stock-service.ts) or lives in apps/server/src/lib (issue 18 item 1).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-fixtures.ts', '**/test-helpers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: '^\\.\\./[a-z-]+/(?![a-z-]*service$)[^/]+$',
          allowTypeImports: true,
          message: 'Another module is used through its service (service.ts or *-service.ts); see decision 0028.',
        }],
      }],
    },
  },
  {
    // Integrations know nothing of modules (DESIGN.md section 1).
    files: ['apps/server/src/integrations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'Integrations know nothing of modules (DESIGN.md section 1).' }] }],
    },
  },
);
