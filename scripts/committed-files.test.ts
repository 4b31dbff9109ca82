import { describe, expect, it } from 'vitest';
import { generatedPaths } from './committed-files';

describe('committed files check', () => {
  it('finds a PGlite directory whatever its name, the data folder and build output', () => {
    const found = generatedPaths([
      'memory:/PG_VERSION',
      'memory:/base/1/1259',
      'some/dir/pg_wal/000000010000000000000001',
      'tmp-db/PG_VERSION',
      'data/uploads/a.webp',
      'apps/web/build/client/assets/x.js',
      'apps/web/.react-router/types/app/+types/root.ts',
      'server.log',
    ]).map((hit) => hit.path);
    expect(found).toEqual([
      'memory:/PG_VERSION',
      'memory:/base/1/1259',
      'some/dir/pg_wal/000000010000000000000001',
      'tmp-db/PG_VERSION',
      'data/uploads/a.webp',
      'apps/web/build/client/assets/x.js',
      'apps/web/.react-router/types/app/+types/root.ts',
      'server.log',
    ]);
  });

  it('leaves source, migrations and docs alone', () => {
    expect(
      generatedPaths([
        'packages/db/migrations/0001_schema.sql',
        'packages/db/src/seed/seed.ts',
        'apps/server/src/modules/health/routes.ts',
        'docs/decisions/0012-embedded-database-and-connections.md',
        'apps/web/app/routes/admin.orders.tsx',
        'bench/results/latest.md',
      ]),
    ).toEqual([]);
  });
});
