import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES, LEAKING_CALL, NODE_SERVER_IMPORT, RESTORES_WEB_GLOBALS } from './test-isolation';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The folders of vitest.config.ts's globs (TEST_FILE_GLOBS). */
const TEST_FOLDERS = ['packages', 'apps/server/src', 'apps/web/app', 'scripts'];
/** This file names the leaking calls as text (the samples below) and makes none. */
const SELF = 'scripts/test-isolation.test.ts';

async function testFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const folder of TEST_FOLDERS)
    for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' }))
      if (file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
        found.push(path.posix.join(folder, file.split(path.sep).join('/')));
  return found.filter((file) => file !== SELF).sort();
}

describe('test files sharing a worker (decision 0052)', () => {
  it('runs every file that mocks, stubs, spies or moves the clock in a process of its own', async () => {
    const leaking = (await testFiles()).filter((file) =>
      LEAKING_CALL.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(leaking.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });

  it('lists only files that exist and need it', async () => {
    const files = await testFiles();
    for (const file of ISOLATED_TEST_FILES) expect(files).toContain(file);
    const needless = ISOLATED_TEST_FILES.filter(
      (file) => !LEAKING_CALL.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(needless).toEqual([]);
  });

  it('puts the web globals back in every shared file that runs @hono/node-server in-process', async () => {
    const forgetful = (await testFiles()).filter((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return NODE_SERVER_IMPORT.test(text) && !RESTORES_WEB_GLOBALS.test(text) && !ISOLATED_TEST_FILES.includes(file);
    });
    expect(forgetful).toEqual([]);
    expect(NODE_SERVER_IMPORT.test("import { serve } from '@hono/node-server';")).toBe(true);
    expect(NODE_SERVER_IMPORT.test("import { serveStatic } from '@hono/node-server/serve-static';")).toBe(false);
  });

  it('knows a leaking call when it sees one', () => {
    for (const line of [
      "vi.mock('./password')",
      "vi.stubEnv('DATA_DIR', root)",
      "vi.stubGlobal('fetch', fetch)",
      'vi.spyOn(fs, "fsyncSync")',
      'vi.useFakeTimers()',
      "process.env.PORT = '1'",
      "process.env['PORT'] = '1'",
      'delete process.env.PORT',
    ])
      expect(LEAKING_CALL.test(line), line).toBe(true);
    for (const line of ["process.env.PORT === '1'", 'const mock = 1', 'vi.fn()'])
      expect(LEAKING_CALL.test(line), line).toBe(false);
  });
});
