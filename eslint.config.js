import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * A server module uses another module only through its service (`service.ts`, `*-service.ts`); its
 * types (an interface the module offers) may be imported from any of its files. DESIGN.md section 1;
 * decision 0028. No exceptions: what several modules share is offered by a service (e.g.
 * catalogue/stock-service.ts) or lives in apps/server/src/lib (issue 18 item 1).
 */
const THROUGH_SERVICES = {
  regex: '^\\.\\./[a-z-]+/(?![a-z-]*service$)[^/]+$',
  allowTypeImports: true,
  message: 'Another module is used through its service (service.ts or *-service.ts); see decision 0028.',
};

/**
 * Decision 0031: each module owns its tables, `packages/db/src/schema/<module>.ts`, and is the only
 * module that imports them; other modules reach those rows through its service. Modules without a
 * schema file own no table.
 */
const MODULES = readdirSync(new URL('./apps/server/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The reads of another module's table that stay, each named with its reason (decision 0031). None
 * writes: writes always go through the owner's service.
 */
const OTHER_TABLES_READ = {
  // the actor's name in the audit page's one paged query (actor_id references users)
  'admin/audit-service.ts': ['accounts'],
  // the shopper's name and phone on the back-office order list, which filters and sorts by them
  'orders/admin-queries.ts': ['accounts'],
  // the payer's name and phone on the KHQR and sandbox lists staff match payments with
  'payments/service.ts': ['accounts'],
  // users: the transfer reference (phone), the wallet lock (the user's row FOR UPDATE, decision
  // 0011) and the top-up list by phone; reference: the commerce settings, read in the caller's transaction
  'wallet/service.ts': ['accounts', 'reference'],
  // the shopper's name, phone and account number on the withdrawal list staff pay out from
  'wallet/withdrawal-service.ts': ['accounts'],
  // the shopper's saved address and the shop's contact point, read in the order's transaction
  'checkout/lines.ts': ['accounts', 'reference'],
  // a marketplace's country, for the shipping estimate
  'checkout/pricing.ts': ['reference'],
  // the parcels settings (free storage, cash at the door), read in the caller's transaction
  'parcels/settings-service.ts': ['reference'],
};

const ownTables = (module, extra = []) => ({
  regex: `^@fardin/db/schema/(?!(?:${[module, ...extra].join('|')})$)[a-z-]+$`,
  allowTypeImports: true,
  message: `A module reads and writes its own tables only (packages/db/src/schema/${module}.ts); another module's rows come through that module's service. See decision 0031.`,
});

/**
 * Runtime code reads no seed file (issue 30 item 3): reference data the shop needs lives in the
 * database or in packages/core; the seed files only create demo rows. Starting the server with
 * SEED_DEMO runs the seeder (`@fardin/db/seed/seed`), which start-server.ts and the CLI may import.
 */
const NO_SEED = {
  regex: '^@fardin/db/seed/',
  message:
    'Runtime code reads no seed file: reference data lives in the database or packages/core; seeds only create demo rows (issue 30).',
};

function moduleBoundaries() {
  const ignores = ['**/*.test.ts', '**/*-fixtures.ts', '**/test-helpers.ts'];
  const rule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
  return [
    ...MODULES.map((module) => ({
      files: [`apps/server/src/modules/${module}/**/*.ts`],
      ignores,
      rules: rule([THROUGH_SERVICES, ownTables(module), NO_FLOWS, NO_SEED]),
    })),
    ...Object.entries(OTHER_TABLES_READ).map(([file, extra]) => ({
      files: [`apps/server/src/modules/${file}`],
      rules: rule([THROUGH_SERVICES, ownTables(file.split('/')[0], extra), NO_FLOWS, NO_SEED]),
    })),
  ];
}

/**
 * Decision 0032: routes get services and flows, never the database (no `db`, no `tx`, no runtime
 * value of @fardin/db), and a module never imports a flow (flows import modules, not the reverse).
 */
const ROUTE_FILES = ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts'];
const NO_FLOWS = {
  regex: '(^|/)flows(/|$)',
  message: 'Flows import modules, never the reverse; a route reaches a flow through `services.flows` (decision 0032).',
};
const NO_DB_IN_ROUTES = {
  group: ['@fardin/db', '@fardin/db/*'],
  message: 'Routes get services and flows only, never the database (decision 0032).',
};
/** A flow reaches a module through its service files, like another module does (decision 0028). */
const FLOWS_THROUGH_SERVICES = {
  regex: '^\\.\\./(?:\\.\\./)?modules/[a-z-]+/(?![a-z-]*service$)[^/]+$',
  allowTypeImports: true,
  message: 'A flow uses a module through its service (service.ts or *-service.ts); see decision 0032.',
};

function flowBoundaries() {
  const restrict = (patterns) => ['error', { patterns }];
  return [
    ...MODULES.map((module) => ({
      files: ROUTE_FILES.map((f) => f.replace('modules/**', `modules/${module}`)),
      rules: {
        '@typescript-eslint/no-restricted-imports': restrict([
          THROUGH_SERVICES,
          ownTables(module, OTHER_TABLES_READ[`${module}/routes.ts`] ?? []),
          NO_FLOWS,
          NO_DB_IN_ROUTES,
          NO_SEED,
        ]),
        'no-restricted-syntax': [
          'error',
          {
            selector: 'Identifier[name=/^(db|tx)$/]',
            message: 'Routes hold no database or transaction: call a service or a flow (decision 0032).',
          },
        ],
      },
    })),
    {
      files: ['apps/server/src/flows/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: { '@typescript-eslint/no-restricted-imports': restrict([FLOWS_THROUGH_SERVICES, NO_SEED]) },
    },
  ];
}

/**
 * The web's layers, one way (issue 30 item 2): shared code (`components/ui`, `app/lib`) -> features
 * -> routes and `root.tsx`. Shared code imports no feature, route or root; a feature imports no
 * route and not root.tsx (root data is read with `lib/root-data.ts`). Paths are resolved, so
 * `../../root`, `../routes/x` and `../../../../apps/server/src/x` are all caught whatever their
 * spelling; `import type` is checked too (a type from a route still ties the layers together).
 */
const WEB = 'apps/web/app';
const WEB_ROUTES_AND_ROOT = [`${WEB}/routes`, `${WEB}/root.tsx`, `${WEB}/routes.ts`];
const WEB_ZONES = [
  ...[`${WEB}/components`, `${WEB}/lib`].map((target) => ({
    target,
    from: [`${WEB}/features`, ...WEB_ROUTES_AND_ROOT],
    message: 'Shared web code (components/ui, app/lib) imports no feature, route or root.tsx (issue 30).',
  })),
  {
    target: `${WEB}/features`,
    from: WEB_ROUTES_AND_ROOT,
    message: 'A feature imports no route and not root.tsx: root data comes from app/lib/root-data.ts (issue 30).',
  },
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'The web reaches the server over HTTP only (api-client.server.ts), never by import.',
  },
  {
    target: 'packages',
    from: 'apps',
    message: 'Packages (core, db) never import an app: apps depend on packages, not the reverse.',
  },
];
const IMPORT_X_SETTINGS = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/web/build*/**',
      'apps/server/dist*/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@fardin/db/*', '@fardin/server/*', '**/apps/server/**'] },
            {
              regex: '^(?:\\.\\./[a-z-]+/|~/features/)',
              message:
                'Features never import each other; shared code goes to app/lib or components/ui (decision 0028).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fardin/server', '@fardin/server/*', '@fardin/web', '@fardin/web/*'],
              message: 'packages/db never imports an app.',
            },
          ],
        },
      ],
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
    // No file imports a test file, so none is on a cycle; walking each test's imports (the whole
    // app) was most of lint's time (decision 0057). Test helpers are still checked.
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: IMPORT_X_SETTINGS,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: IMPORT_X_SETTINGS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: WEB_ZONES }] },
  },
  ...moduleBoundaries(),
  ...flowBoundaries(),
  {
    // Integrations know nothing of modules (DESIGN.md section 1).
    files: ['apps/server/src/integrations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'Integrations know nothing of modules (DESIGN.md section 1).' },
            NO_SEED,
          ],
        },
      ],
    },
  },
  {
    // The rest of the server's runtime code (modules, flows and integrations carry NO_SEED above).
    files: ['apps/server/src/{lib,http,web,contract}/**/*.ts', 'apps/server/src/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/start-server.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_SEED] }] },
  },
);
