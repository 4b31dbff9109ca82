import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Probes of the boundary rules in eslint.config.js (issue 30 items 2 and 3): each probe is a file
 * that breaks one rule, linted as if it were at that path; the rule must report it. A control
 * (the allowed import from the same place) must lint clean, so a probe cannot pass because the
 * file failed to parse or resolve. Delete a zone or pattern from the config and its probe fails.
 */
const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.map((m) => m.ruleId ?? 'fatal');
}

const ZONE = 'import-x/no-restricted-paths';
const RESTRICTED = 'no-restricted-imports';
const TS_RESTRICTED = '@typescript-eslint/no-restricted-imports';

describe('web boundaries: shared -> features -> routes, one way', () => {
  it.each([
    [
      'app/lib imports a feature',
      'apps/web/app/lib/probe.ts',
      "export { HomePage } from '../features/home/home-page';",
    ],
    ['app/lib imports root.tsx', 'apps/web/app/lib/probe.ts', "export { useRootData } from '../root';"],
    ['components/ui imports a route', 'apps/web/app/components/ui/probe.ts', "export * from '../../routes/home';"],
    [
      'components/ui imports a feature',
      'apps/web/app/components/ui/probe.ts',
      "export * from '../../features/home/home-page';",
    ],
    ['a feature imports root.tsx', 'apps/web/app/features/home/probe.ts', "export { useRootData } from '../../root';"],
    ['a feature imports a route', 'apps/web/app/features/home/probe.ts', "export * from '../../routes/home';"],
    ['a feature imports routes.ts', 'apps/web/app/features/home/probe.ts', "export { default } from '../../routes';"],
  ])('%s: reported', async (_name, file, code) => {
    expect(await ruleIds(file, code)).toContain(ZONE);
  });

  it('the allowed directions lint clean (control)', async () => {
    expect(
      await ruleIds('apps/web/app/features/home/probe.ts', "export { useRootData } from '../../lib/root-data';"),
    ).toEqual([]);
    expect(
      await ruleIds('apps/web/app/routes/probe.ts', "export { HomePage } from '../features/home/home-page';"),
    ).toEqual([]);
    expect(await ruleIds('apps/web/app/lib/probe.ts', "export * from '../components/ui/badge';")).toEqual([]);
  });
});

describe('the web and the packages never import the server', () => {
  it('the web importing the server by a relative path without the text apps/server: reported', async () => {
    const ids = await ruleIds('apps/web/app/lib/probe.ts', "export { loadConfig } from '../../../server/src/config';");
    expect(ids).toContain(ZONE);
  });

  it('packages/db importing the server by a relative path or by its package name: reported', async () => {
    expect(
      await ruleIds('packages/db/src/probe.ts', "export { loadConfig } from '../../../apps/server/src/config';"),
    ).toContain(ZONE);
    expect(await ruleIds('packages/db/src/probe.ts', "export * from '@fardin/server/config';")).toContain(RESTRICTED);
  });

  it('packages/db importing core lints clean (control)', async () => {
    expect(await ruleIds('packages/db/src/probe.ts', "export * from '@fardin/core/money';")).toEqual([]);
  });
});

describe('runtime code reads no seed file', () => {
  it.each([
    ['a module', 'apps/server/src/modules/catalogue/probe.ts'],
    ['a route', 'apps/server/src/modules/catalogue/routes.ts'],
    ['a flow', 'apps/server/src/flows/probe.ts'],
    ['an integration', 'apps/server/src/integrations/translation/probe.ts'],
    ['the server lib', 'apps/server/src/lib/probe.ts'],
    ['the web serving code', 'apps/server/src/web/probe.ts'],
  ])('%s importing seed data: reported', async (_name, file) => {
    expect(await ruleIds(file, "export { DEMO_RATES } from '@fardin/db/seed/catalogue-data';")).toContain(
      TS_RESTRICTED,
    );
  });

  it('the same data from packages/core lints clean (control), and test helpers may seed', async () => {
    expect(
      await ruleIds('apps/server/src/lib/probe.ts', "export { baseItemOf } from '@fardin/core/demo-catalogue';"),
    ).toEqual([]);
    expect(await ruleIds('apps/server/src/test/probe.ts', "export { seed } from '@fardin/db/seed/seed';")).toEqual([]);
  });
});
